/// How the pages follow `/events`: a browser's tabs share one stream through a SharedWorker
/// (HTTP/1.1 allows six connections to a host, so eight tabs with a stream each would leave
/// two blank), and each page says when the server is gone and catches up when it is back.
enum PreviewEventScripts {
    /// The worker: one EventSource for every tab of the preview, its messages and its state
    /// passed to each. A stream the server refused (503, too many open) is tried again.
    static let worker = """
        const ports=new Set();let source=null,open=false;
        function post(m){for(const p of ports)p.postMessage(m);}
        function connect(){source=new EventSource('/events');
         source.onopen=()=>{open=true;post({status:'open'});};
         source.onmessage=e=>post({data:e.data});
         source.onerror=()=>{open=false;post({status:'closed'});if(source.readyState===EventSource.CLOSED){source=null;setTimeout(connect,2000);}};}
        onconnect=e=>{const port=e.ports[0];ports.add(port);
         port.onmessage=m=>{if(m.data==='bye')ports.delete(port);};port.start();
         port.postMessage({status:open?'open':'connecting'});if(!source)connect();};
        """

    /// `followEvents(onMessage, onStatus)` for the pages: through the shared worker where the
    /// browser has one, else a stream of the page's own. `onStatus(true)` comes on every
    /// (re)connection, `false` when the server is out of reach; the banner says so.
    static let follow = """
        function followEvents(onMessage,onStatus){
         const banner=document.getElementById('connection');let wasOpen=null;
         const status=open=>{if(banner)banner.hidden=open;document.body.dataset.connected=open?'yes':'no';
          if(open&&wasOpen===false)onStatus(true);wasOpen=open;};
         // Held by the window: a worker or port nothing refers to may be collected, and its
         // messages stop.
         if(window.SharedWorker){const worker=window.previewEvents=new SharedWorker('/assets/events-worker.js');
          worker.port.onmessage=e=>{const m=e.data;if(m.status){if(m.status!=='connecting')status(m.status==='open');}else onMessage(m.data);};
          worker.port.start();addEventListener('pagehide',()=>worker.port.postMessage('bye'));}
         else{const source=new EventSource('/events');source.onopen=()=>status(true);source.onmessage=e=>onMessage(e.data);source.onerror=()=>status(false);}}
        """

    /// The banner a page shows while the server is out of reach.
    static let banner = #"<p id="connection" class="offline" hidden>The preview server is not answering; this page reconnects when it is back.</p>"#
}
