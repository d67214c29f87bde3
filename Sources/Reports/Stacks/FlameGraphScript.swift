/// Zoom and search for the HTML report's flame graph (`FlameGraphSVG`), in the manner of
/// flamegraph.pl and speedscope: click a box to make it the full width (its ancestors stay
/// below it, dimmed; boxes outside it hide), click the bottom box or "Reset zoom" to go back;
/// type a frame name or a regular expression to colour every matching box and see the
/// bytes of the matching stacks as a share of the total (a frame counted once, however
/// deep its recursion). Inline, no external resources; the graph reads fine without it.
enum FlameGraphScript {
    /// The search field, the reset button and the match line, placed above the graph.
    static let controls = """
        <div class="flame-controls"><label>Search frames <input id="flame-search" type="search" \
        placeholder="name or regular expression" size="32"></label> \
        <button id="flame-reset" type="button">Reset zoom</button> \
        <span id="flame-status">Click a box to zoom.</span></div>
        """

    /// The script, placed after the graph.
    static let script = """
        <script>
        (function () {
          var svg = document.getElementById('flamegraph');
          if (!svg) return;
          var width = +svg.getAttribute('width'), rowHeight = 18, minimumWidth = 0.5;
          var boxes = [].slice.call(svg.querySelectorAll('g.frame')).map(function (g) {
            return { g: g, rect: g.querySelector('rect'), text: g.querySelector('text'), fill: g.querySelector('rect').getAttribute('fill'),
                     x: +g.dataset.x, w: +g.dataset.w, level: +g.dataset.l, parent: +g.dataset.p, bytes: +g.dataset.b, name: g.dataset.n };
          });
          var status = document.getElementById('flame-status'), search = document.getElementById('flame-search');
          var total = boxes.length ? boxes[0].bytes : 1, zoomed = null, matching = null;
          function label(box, px) {
            if (px <= 28) return '';
            var chars = Math.floor((px - 6) / 6.6);
            return box.name.length > chars ? box.name.slice(0, Math.max(chars - 2, 1)) + '..' : box.name;
          }
          function layout() {
            var x0 = zoomed ? zoomed.x : 0, w0 = zoomed ? zoomed.w : 1, level0 = zoomed ? zoomed.level : 0;
            boxes.forEach(function (box) {
              var left = Math.max(box.x, x0), right = Math.min(box.x + box.w, x0 + w0);
              var px = (right - left) / w0 * width;
              var shown = right > left && px >= minimumWidth;
              box.g.setAttribute('display', shown ? 'inline' : 'none');
              if (!shown) return;
              var x = (left - x0) / w0 * width;
              box.rect.setAttribute('x', x.toFixed(1));
              box.rect.setAttribute('width', px.toFixed(1));
              box.rect.setAttribute('fill', matching && matching.test(box.name) ? 'rgb(200,60,230)' : box.fill);
              box.g.setAttribute('opacity', zoomed && box.level < level0 ? '0.55' : '1');
              var text = box.text;
              if (!text) { text = document.createElementNS('http://www.w3.org/2000/svg', 'text'); box.g.appendChild(text); box.text = text; }
              text.setAttribute('x', (x + 3).toFixed(1));
              text.setAttribute('y', (+box.rect.getAttribute('y') + 12.5).toFixed(1));
              text.textContent = label(box, px);
            });
          }
          function matchedShare() {
            var bytes = 0;
            boxes.forEach(function (box) {
              if (!matching.test(box.name)) return;
              for (var p = box.parent; p >= 0; p = boxes[p].parent) if (matching.test(boxes[p].name)) return;
              bytes += box.bytes;
            });
            return bytes;
          }
          function describe() {
            var text = zoomed && zoomed.parent >= 0 ? 'Zoomed on ' + zoomed.name + ' (' + (zoomed.bytes / total * 100).toFixed(2) + '% of all bytes).' : 'Click a box to zoom.';
            if (matching) text += ' Matched: ' + (matchedShare() / total * 100).toFixed(2) + '% of all bytes.';
            status.textContent = text;
          }
          boxes.forEach(function (box) {
            box.g.style.cursor = 'pointer';
            box.g.addEventListener('click', function () { zoomed = box.parent < 0 ? null : box; layout(); describe(); });
          });
          document.getElementById('flame-reset').addEventListener('click', function () { zoomed = null; layout(); describe(); });
          search.addEventListener('input', function () {
            var query = search.value.trim();
            try { matching = query ? new RegExp(query, 'i') : null; }
            catch (error) { matching = new RegExp(query.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&'), 'i'); }
            layout(); describe();
          });
        })();
        </script>
        """
}
