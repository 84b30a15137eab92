/// Expected under actual with a slider between them, and a button that shows the expected
/// image alone: the one comparison widget, used by `verify --report`'s static page and by the
/// preview server's detail view.
package enum CompareSlider {
    /// The widget for two images of `width` × `height` pixels at `expected` and `actual` (URLs).
    package static func markup(expected: String, actual: String, width: Int, height: Int) -> String {
        """
        <div class="compare" style="--split: 50%; aspect-ratio: \(width) / \(height); max-width: \(width)px">
        <img class="under" src="\(HTMLText.escape(expected))" alt="expected">
        <img class="over" src="\(HTMLText.escape(actual))" alt="actual">
        </div>
        <p class="controls"><label>expected ◀ <input type="range" min="0" max="100" value="50" aria-label="Slide between expected and actual"> ▶ actual</label>
        <button type="button" class="flip">Show expected only</button></p>

        """
    }

    package static let style = """
        .compare{position:relative;margin-top:12px;width:100%;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .compare img{position:absolute;inset:0;width:100%;height:100%}.compare .over{clip-path:inset(0 0 0 var(--split))}
        .compare::after{content:"";position:absolute;top:0;bottom:0;left:var(--split);border-left:2px solid #e5484d}
        .compare.flipped .over{visibility:hidden}.compare.flipped::after{display:none}.controls{margin:6px 0 0}
        """

    /// Wires every widget under `root` (call again after replacing part of a page).
    package static let script = """
        function wireCompare(root){for(const c of root.querySelectorAll('.compare')){const box=c.parentElement;
        const r=box.querySelector('input[type=range]'),b=box.querySelector('.flip');if(!r||!b)continue;
        r.addEventListener('input',()=>c.style.setProperty('--split',r.value+'%'));
        b.addEventListener('click',()=>{c.classList.toggle('flipped');b.textContent=c.classList.contains('flipped')?'Show the slider':'Show expected only';});}}
        wireCompare(document);
        """
}

/// Text and attribute values made safe for HTML.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
