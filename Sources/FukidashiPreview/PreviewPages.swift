import Fukidashi
import FukidashiCompare
import FukidashiResolve
import FukidashiVariants

/// The preview's pages: plain HTML and CSS with a little JavaScript, nothing fetched from
/// elsewhere. The gallery builds itself from `/api/state` and follows `/events`; the detail
/// view is made here and replaced in place when its spec changes.
enum PreviewPages {
    static let gallery = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Fukidashi preview</title>
        <link rel="stylesheet" href="/assets/preview.css">
        </head>
        <body data-generation="0">
        <header>
        <h1>Fukidashi preview</h1>
        <p id="summary" class="meta">Rendering…</p>
        <form id="filters">
        <label>Folder <select id="folder"><option value="">All</option></select></label>
        <label>Spec <select id="spec"><option value="">All</option></select></label>
        \(filterControls)
        <label><input type="checkbox" id="warnings"> Has warnings</label>
        <label id="differsLabel" hidden><input type="checkbox" id="differs"> Differs from its golden</label>
        <label><input type="checkbox" id="sideBySide"> Variants side by side</label>
        </form>
        </header>
        \(PreviewEventScripts.banner)
        <ul id="problems"></ul>
        <main id="gallery" class="grid"></main>
        <script src="/assets/events.js"></script>
        <script src="/assets/preview.js"></script>
        </body>
        </html>

        """

    /// Each variant axis's filter, from its declaration: a menu (`<select id="scale">` in
    /// `scaleLabel`) or buttons (`appearanceSwitch`), hidden until the images differ along it.
    static var filterControls: String {
        VariantAxis.allCases.map { axis in
            let filter = axis.previewFilter, field = axis.field
            switch filter.control {
            case .menu:
                return
                    "<label id=\"\(field)Label\" hidden>\(HTMLText.escape(filter.label)) <select id=\"\(field)\"><option value=\"\">All</option></select></label>"
            case .buttons(let choices):
                let all = choices.count == 2 ? "Both" : "All"
                let buttons = [("", all)] + choices.map { ($0.value, $0.label) }
                return "<fieldset id=\"\(field)Switch\" class=\"switch\" hidden><legend>\(HTMLText.escape(filter.label))</legend>\n"
                    + buttons.map { value, label in
                        "<label><input type=\"radio\" name=\"\(field)\" value=\"\(value)\"\(value.isEmpty ? " checked" : "")> \(HTMLText.escape(label))</label>"
                    }.joined(separator: "\n") + "</fieldset>"
            }
        }.joined(separator: "\n")
    }

    static let style = """
        body{font:14px/1.45 system-ui,sans-serif;margin:0;background:#f2f2f7;color:#1c1c1e}
        header{position:sticky;top:0;z-index:1;padding:10px 20px;background:#fff;border-bottom:1px solid #ddd}
        h1{margin:0;font-size:18px}.meta{color:#666;margin:2px 0 6px}
        form{display:flex;gap:16px;flex-wrap:wrap;align-items:center}main{padding:16px 20px 48px}
        #problems{color:#b42318;margin:8px 20px}#problems:empty{display:none}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:14px;align-items:start}
        .card{margin:0;background:#fff;border-radius:10px;padding:8px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
        .card img{display:block;width:100%;height:auto;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/12px 12px}
        .card figcaption{font-size:12px;color:#444;margin-top:6px;overflow-wrap:anywhere}.card .size{color:#888}
        .card.warned{outline:2px solid #f5a623}.card.failed{outline:2px solid #e5484d}.card.differs{outline:2px solid #e5484d}
        .warnings,.errors{margin:4px 0 0;padding-left:16px;font-size:12px;overflow-wrap:anywhere}.warnings{color:#8a5a00}
        .errors{color:#b42318;font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;padding:0;list-style:none}
        .rows section{margin:0 0 18px}.rows h2{font-size:14px;margin:0 0 6px}
        .strip{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}.strip .card{flex:0 0 200px;min-width:0}
        .detail{padding:16px 20px}.zoomer{overflow:auto;max-height:calc(100vh - 24px);border:1px solid #ddd;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stage{position:relative;display:inline-block;line-height:0}.stage svg{position:absolute;inset:0;width:100%;height:100%;pointer-events:none}
        .outlines rect{fill:none;stroke:#0a60d0;stroke-dasharray:6 4}.outlines text{fill:#0a60d0;font-family:sans-serif}
        .outlines .anchored rect{fill:#ff660022;stroke:#f60;stroke-dasharray:none}.outlines .anchored text{fill:#c40;font-weight:bold}
        .zoomer img{display:block}.zoomer.pixelated img{image-rendering:pixelated}.tools{margin:8px 0}.tools button[aria-pressed=true]{font-weight:600}
        table{border-collapse:collapse;font-size:12px;margin-top:8px}td,th{border-bottom:1px solid #ddd;padding:2px 8px;text-align:left}
        .panels{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}.panels figure{margin:0}.panels img{max-width:320px;height:auto;border:1px solid #ddd}
        .badge{font-size:12px;padding:1px 8px;border-radius:9px;background:#30a46c;color:#fff}.badge.bad{background:#e5484d}
        .offline{position:sticky;top:0;z-index:2;margin:0;padding:8px 20px;background:#fff4e5;color:#8a5a00;border-bottom:1px solid #f5a623}
        .offline[hidden]{display:none}
        .switch{display:inline-flex;border:1px solid #c7c7cc;border-radius:8px;padding:0;margin:0;overflow:hidden}.switch[hidden]{display:none}
        .switch legend{float:left;padding:3px 8px;color:#666}.switch label{padding:3px 10px;border-left:1px solid #c7c7cc;cursor:pointer}
        .switch input{position:absolute;opacity:0}.switch label:has(input:checked){background:#1c1c1e;color:#fff}
        .variants{font-size:12px;margin:4px 0 8px}.card.dark{background:#1c1c1e}.card.dark figcaption{color:#d1d1d6}.card.dark .size{color:#8e8e93}
        body[data-appearance=dark]{background:#000;color:#f2f2f7}body[data-appearance=dark] header{background:#1c1c1e;border-color:#38383a}
        body[data-appearance=dark] .meta,body[data-appearance=dark] .switch legend{color:#aeaeb2}body[data-appearance=dark] .switch{border-color:#48484a}
        body[data-appearance=dark] .switch label{border-color:#48484a}body[data-appearance=dark] .switch label:has(input:checked){background:#f2f2f7;color:#000}
        """ + CompareSlider.style

    /// Builds the cards from the state, reusing the element of every image that has not
    /// changed (so its picture does not reload), and fetches the state again on each event.
    /// The filters live in the URL (`?locale=de&differs=1`), so a view can be shared as a
    /// link; a project's scales show one by default, the smallest: 2× and 3× are the same
    /// picture. Thumbnails load as they scroll into view.
    static let galleryScript = """
        const $=s=>document.querySelector(s);let data=null;const wanted=new URLSearchParams(location.search);
        const esc=t=>String(t).replace(/[&<>"']/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;',"'":'&#39;'}[c]));
        function options(sel,values,show,fallback){const cur=sel.dataset.chosen?sel.value:(wanted.get(sel.id)??fallback??'');
         sel.innerHTML='<option value="">All</option>'+values.map(v=>`<option value="${esc(v)}">${esc(show?show(v):v)}</option>`).join('');sel.value=values.map(String).includes(cur)?cur:'';}
        // The variant axes' filters, made from their declarations (VariantAxis.previewFilter).
        const axes=\(VariantAxis.previewFiltersJSON);
        const chosen=a=>a.control==='buttons'?((document.querySelector(`input[name=${a.field}]:checked`)||{}).value||''):$('#'+a.field).value;
        const valueOf=(a,img)=>img[a.field]??a.noValue;const shown=(a,v)=>a.prefix+v+a.suffix;
        function remember(){const q=new URLSearchParams();for(const id of ['folder','spec'])if($('#'+id).value)q.set(id,$('#'+id).value);
         // A filter that starts at its first value says so when "All" was chosen.
         for(const a of axes){const v=chosen(a);if(v)q.set(a.field,v);else if(a.startsAtFirst&&$('#'+a.field).dataset.chosen&&!$('#'+a.field+'Label').hidden)q.set(a.field,'');}
         for(const id of ['warnings','differs','sideBySide'])if($('#'+id).checked)q.set(id,'1');
         history.replaceState(null,'',q.toString()?'?'+q:location.pathname);focus();}
        // The server draws what the filters name first.
        function focus(){const q=new URLSearchParams({spec:$('#spec').value||wanted.get('spec')||'',locale:$('#locale').value||wanted.get('locale')||''});
         fetch('/api/focus?'+q,{cache:'no-store'}).catch(()=>{});}
        for(const id of ['warnings','differs','sideBySide'])if(wanted.get(id)==='1')$('#'+id).checked=true;
        for(const a of axes)for(const r of document.querySelectorAll(`input[name=${a.field}]`))r.checked=r.value===(wanted.get(a.field)||'');
        const variant=img=>axes.map(a=>img[a.field]!=null?shown(a,img[a.field]):null).filter(Boolean).map(esc).join(' · ');
        function card(spec,img,slot){const w=slot,h=Math.round(img.height*slot/Math.max(1,img.width));
         const cls=['card',img.appearance==='dark'?'dark':'',img.warnings.length?'warned':'',img.goldenMatches===false?'differs':''].join(' ');
         const el=document.createElement('figure');el.className=cls;el.dataset.key=img.id+'@'+img.digest+'@'+slot;el.dataset.id=img.id;el.dataset.spec=spec.path;
         if(img.appearance)el.dataset.appearance=img.appearance;
         el.innerHTML=`<a href="/detail/${img.id}"><img loading="lazy" decoding="async" src="/thumb/${img.id}?v=${img.digest}" width="${w}" height="${h}" alt="${esc(spec.name)}"></a>`+
          `<figcaption>${esc(spec.name)}${variant(img)?' · '+variant(img):''} <span class="size">${img.width}×${img.height} px</span>${img.golden?' · '+esc(img.golden):''}</figcaption>`+
          (img.warnings.length?`<ul class="warnings">${img.warnings.map(w=>`<li>${esc(w)}</li>`).join('')}</ul>`:'');return el;}
        function failure(spec){const el=document.createElement('figure');el.className='card failed';el.dataset.key='err:'+spec.path+'@'+spec.version;el.dataset.spec=spec.path;
         el.innerHTML=`<a href="/detail/${spec.id}"><ul class="errors">${spec.errors.map(e=>`<li>${esc(e)}</li>`).join('')}</ul></a><figcaption>${esc(spec.name)}</figcaption>`;return el;}
        // An image with no value on an axis (and no name for that) is the same whichever is chosen.
        const hidden=(img,picks)=>picks.some(([a,v])=>{const own=valueOf(a,img);return v&&own!=null&&String(own)!==v;});
        function render(){if(!data)return;const folder=$('#folder').value,only=$('#spec').value,picks=axes.map(a=>[a,chosen(a)]),warned=$('#warnings').checked,side=$('#sideBySide').checked,differs=$('#differs').checked;
         // The page takes a button filter's value (a dark page for dark images).
         for(const [a,v] of picks)if(a.control==='buttons')document.body.dataset[a.field]=v;
         const old=new Map([...document.querySelectorAll('#gallery [data-key]')].map(e=>[e.dataset.key,e]));
         const take=(key,make)=>old.get(key)||make();const nodes=[];let shown=0;
         for(const spec of data.specs){if(folder&&spec.folder!==folder)continue;if(only&&spec.name!==only)continue;
          let cards=[];if(spec.errors.length&&!warned&&!differs)cards.push(take('err:'+spec.path+'@'+spec.version,()=>failure(spec)));
          for(const img of spec.images){if(hidden(img,picks))continue;
           if(warned&&!img.warnings.length)continue;if(differs&&img.goldenMatches!==false)continue;
           const slot=side?200:240;cards.push(take(img.id+'@'+spec.version+'@'+slot,()=>card(spec,img,slot)));}
          shown+=cards.length;if(!cards.length)continue;
          if(side){const s=document.createElement('section');s.innerHTML=`<h2>${esc(spec.name)}</h2>`;const strip=document.createElement('div');strip.className='strip';strip.append(...cards);s.append(strip);nodes.push(s);}
          else nodes.push(...cards);}
         const g=$('#gallery');g.className=side?'rows':'grid';g.replaceChildren(...nodes);
         const images=data.specs.reduce((n,s)=>n+s.images.length,0),failed=data.specs.filter(s=>s.errors.length).length,pending=data.specs.filter(s=>!s.rendered).length;
         $('#summary').textContent=`${data.specs.length} specs, ${images} images`+(failed?`, ${failed} failed`:'')+(pending?`, ${pending} rendering`:'')+` · showing ${shown}`;
         $('#problems').innerHTML=data.problems.map(p=>`<li>${esc(p)}</li>`).join('');document.body.dataset.generation=data.generation;}
        async function refresh(){const r=await fetch('/api/state',{cache:'no-store'});data=await r.json();const all=data.specs.flatMap(s=>s.images);
         options($('#folder'),[...new Set(data.specs.map(s=>s.folder))].sort());options($('#spec'),data.specs.map(s=>s.name));
         // Each axis's filter shows when its images differ along it.
         for(const a of axes){const values=[...new Set(all.map(i=>valueOf(a,i)).filter(v=>v!=null))];
          if(a.order==='number')values.sort((x,y)=>x-y);else if(a.order==='text')values.sort();const many=values.length>1;
          if(a.control==='buttons'){$('#'+a.field+'Switch').hidden=!many;continue;}
          options($('#'+a.field),values.map(String),v=>shown(a,v),a.startsAtFirst&&many?String(values[0]):'');$('#'+a.field+'Label').hidden=!many;}
         $('#differsLabel').hidden=!data.specs.some(s=>s.images.some(i=>i.golden));render();}
        for(const id of ['#folder','#spec',...axes.filter(a=>a.control==='menu').map(a=>'#'+a.field),'#warnings','#sideBySide','#differs'])$(id).addEventListener('change',e=>{e.target.dataset.chosen='1';render();remember();});
        for(const a of axes)for(const radio of document.querySelectorAll(`input[name=${a.field}]`))radio.addEventListener('change',()=>{render();remember();});
        let busy=false,again=false;async function update(){if(busy){again=true;return;}busy=true;try{await refresh();}finally{busy=false;if(again){again=false;update();}}}
        followEvents(update,update);update();focus();
        """

    /// A whole detail page: the fragment, and the script that replaces it when its spec changes.
    static func detailPage(_ image: PreviewImage, entry: PreviewStore.SpecEntry) -> String {
        detailShell(id: image.id, entry: entry, variant: shown(image.variant), main: detailFragment(image, entry: entry))
    }

    /// The image at 1:1 pixels with zoom, its warnings, its laid-out lines (the sidecar's
    /// record) and, with `--golden`, expected | differences | actual and the slider.
    static func detailFragment(_ image: PreviewImage, entry: PreviewStore.SpecEntry) -> String {
        let src = "/image/\(image.id)?v=\(image.digest)"
        var html = """
            <div data-version="\(entry.version)">
            <link rel="stylesheet" href="/fonts/css/\(image.id)?v=\(image.digest)">
            <p class="tools">\(image.width) × \(image.height) px · zoom
            <button type="button" data-zoom="1">1:1</button> <button type="button" data-zoom="2">2×</button>
            <button type="button" data-zoom="4">4×</button> <button type="button" data-zoom="0">fit</button> (fit shows it whole)</p>
            \(variantLinks(image, entry: entry))\(outlineToggle(image))<div class="zoomer"><div class="stage"><img id="actual" src="\(src)" data-width="\(image.width)" data-height="\(image.height)" alt="\(HTMLText.escape(entry.spec.name))">\(outlineLayer(image))</div></div>

            """
        html += "<h2>Warnings</h2>\n"
        html +=
            image.warnings.isEmpty
            ? "<p>None.</p>\n" : "<ul class=\"warnings\">" + image.warnings.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>\n"
        html += "<h2>Text lines</h2>\n<table class=\"lines\"><tr><th>element</th><th>line</th><th>x</th><th>y</th><th>width</th></tr>"
        for block in image.lines.blocks {
            for line in block.lines {
                html +=
                    "<tr><td>\(HTMLText.escape(block.element))</td><td>\(HTMLText.escape(line.text))</td><td>\(line.x)</td><td>\(line.y)</td><td>\(line.width)</td></tr>"
            }
        }
        html += "</table>\n"
        if let golden = image.golden {
            html += "<h2>Golden <span class=\"badge\(golden.matches == true ? "" : " bad")\">\(HTMLText.escape(golden.outcome))</span></h2>\n"
            if !golden.details.isEmpty { html += "<ul>" + golden.details.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul>\n" }
            if golden.expected != nil {
                html += "<div class=\"panels\">"
                html += "<figure><figcaption>expected</figcaption><img src=\"/expected/\(image.id)?v=\(image.digest)\" alt=\"expected\"></figure>"
                if golden.differences != nil {
                    html +=
                        "<figure><figcaption>differences</figcaption><img src=\"/diff/\(image.id)?v=\(image.digest)\" alt=\"differences\"></figure>"
                }
                html += "<figure><figcaption>actual</figcaption><img src=\"\(src)\" alt=\"actual\"></figure></div>\n"
                html +=
                    "<div class=\"comparison\">"
                    + CompareSlider.markup(
                        expected: "/expected/\(image.id)?v=\(image.digest)", actual: src,
                        width: image.width, height: image.height) + "</div>\n"
            }
        }
        return html + "</div>\n"
    }

    /// The checkbox that shows the hierarchy dump's elements over the picture.
    static func outlineToggle(_ image: PreviewImage) -> String {
        guard !image.outlines.isEmpty else { return "" }
        let anchored = image.outlines.filter(\.anchored).count
        return
            "<p class=\"tools\"><label><input type=\"checkbox\" id=\"outlines\"> outline the hierarchy dump's \(image.outlines.count) elements with an id or a label</label> (\(anchored) anchored, in orange)</p>\n"
    }

    /// The dump's elements as an SVG over the picture, in its pixels: anchored ones solid and
    /// orange, the others dashed, each with its id. Hidden until the checkbox shows it.
    static func outlineLayer(_ image: PreviewImage) -> String {
        guard !image.outlines.isEmpty else { return "" }
        let scale = max(1, Double(image.width) / 400)
        var svg =
            "<svg class=\"outlines\" hidden viewBox=\"0 0 \(image.width) \(image.height)\" preserveAspectRatio=\"none\" aria-label=\"hierarchy dump elements\">"
        for outline in image.outlines {
            let r = outline.rect
            let kind = outline.anchored ? "anchored" : "element"
            svg +=
                "<g class=\"\(kind)\"><rect x=\"\(r.minX)\" y=\"\(r.minY)\" width=\"\(r.width)\" height=\"\(r.height)\" stroke-width=\"\(scale * 1.5)\"/>"
                + "<text x=\"\(r.minX + 2 * scale)\" y=\"\(r.minY + 12 * scale)\" font-size=\"\(11 * scale)\">\(HTMLText.escape(outline.name))</text></g>"
        }
        return svg + "</svg>"
    }

    /// A variant as the gallery's captions name it: `ja · dark · @3x`.
    static func shown(_ variant: Variant) -> String {
        variant.description.replacing(", ", with: " · ")
    }

    /// Links to the spec's other images (`en · light · @2x`, `en · dark · @2x`, …), so light
    /// and dark, or one locale and the next, are a click apart; empty for a spec of one image.
    static func variantLinks(_ image: PreviewImage, entry: PreviewStore.SpecEntry) -> String {
        let images = entry.result?.images ?? []
        guard images.count > 1 else { return "" }
        let links = images.map { other in
            let name = HTMLText.escape(shown(other.variant))
            return other.id == image.id ? "<strong aria-current=\"page\">\(name)</strong>" : "<a href=\"/detail/\(other.id)\">\(name)</a>"
        }
        return "<p class=\"variants\">" + links.joined(separator: " | ") + "</p>\n"
    }

    /// The detail page of a spec that fails (named by its own id or one of its locales'):
    /// its errors, replaced by the image once it renders again.
    static func failedPage(id: String, entry: PreviewStore.SpecEntry) -> String {
        detailShell(id: id, entry: entry, variant: "", main: missingFragment(errors: entry.result?.errors ?? []))
    }

    /// The page around a detail view's `main`, which `detail.js` replaces as the spec changes.
    /// `variant`: the image's locale, appearance and scale (`ja, dark, @3x`), or empty.
    private static func detailShell(id: String, entry: PreviewStore.SpecEntry, variant: String, main: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(entry.spec.name)) · Fukidashi preview</title>
        <link rel="stylesheet" href="/assets/preview.css">
        </head>
        <body data-id="\(id)" data-spec="\(HTMLText.escape(entry.spec.displayPath))" data-version="\(entry.version)">
        \(PreviewEventScripts.banner)
        <header><h1><a href="/">Gallery</a> › \(HTMLText.escape(entry.spec.name))\(variant.isEmpty ? "" : " · " + HTMLText.escape(variant))</h1>
        <p class="meta">\(HTMLText.escape(entry.spec.displayPath))</p></header>
        <main id="detail" class="detail">
        \(main)
        </main>
        <script src="/assets/events.js"></script>
        <script src="/assets/compare.js"></script>
        <script src="/assets/detail.js"></script>
        </body>
        </html>

        """
    }

    /// Where the image was, when its spec no longer renders: the errors that stop it.
    static func missingFragment(errors: [String]) -> String {
        let list =
            errors.isEmpty
            ? "<li>This image is no longer rendered: its spec or locale is gone.</li>" : errors.map { "<li>\(HTMLText.escape($0))</li>" }.joined()
        return "<div data-version=\"failed\"><ul class=\"errors\">\(list)</ul></div>\n"
    }

    /// Zoom, and on each event for this spec the fragment fetched and swapped in.
    static let detailScript = """
        const main=document.getElementById('detail'),id=document.body.dataset.id,spec=document.body.dataset.spec;let zoom=0;
        function applyZoom(){const img=document.getElementById('actual');if(!img)return;const box=img.parentElement;
         const w=+img.dataset.width,h=+img.dataset.height,dpr=window.devicePixelRatio||1;
         // fit: the whole picture in the window, its height as well as its width (a 3x phone
         // screen at 1:1 showed only its status bar).
         const room=Math.max(120,innerHeight-box.getBoundingClientRect().top-16),across=box.clientWidth||innerWidth;
         img.style.width=zoom===0?Math.floor(Math.min(across,room*w/Math.max(1,h),w/dpr))+'px':(w*zoom/dpr)+'px';
         box.classList.toggle('pixelated',zoom>1);for(const b of main.querySelectorAll('[data-zoom]'))b.setAttribute('aria-pressed',String(+b.dataset.zoom===zoom));}
        addEventListener('resize',()=>{if(zoom===0)applyZoom();});
        main.addEventListener('click',e=>{const z=e.target.dataset&&e.target.dataset.zoom;if(z!==undefined){zoom=+z;applyZoom();}});
        let outlined=false;
        function applyOutlines(){const box=document.getElementById('outlines'),svg=main.querySelector('svg.outlines');if(!box||!svg)return;
         box.checked=outlined;svg.hidden=!outlined;}
        main.addEventListener('change',e=>{if(e.target.id==='outlines'){outlined=e.target.checked;applyOutlines();}});
        async function reload(){const r=await fetch('/fragment/detail/'+id,{cache:'no-store'});main.innerHTML=await r.text();
         wireCompare(main);applyZoom();applyOutlines();document.body.dataset.updates=(+(document.body.dataset.updates||0))+1;}
        followEvents(d=>{const m=JSON.parse(d);if(m.specs.includes(spec))reload();},reload);applyZoom();
        """
}
