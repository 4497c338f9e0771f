#!/usr/bin/env python3
"""Writes the hostile files of issue 39 (items 1 and 2) and times symbolview on each.

Each case is one file and one command: a render at icon size whose memory once grew with the
input's expansion (translucent rectangles, style sheets, opacity groups, `.gpa` states and
attachment chains, clear-behind templates, `<use>` fan-out), or an export whose writer once
had no budget (many gradient stops, long dash arrays, `<use>` fan-out, many layers drawn
individually, long durations, stickers). Every case must end within 2 s and 200 MB, with exit
0, 1 or 2 and one line when refused.

Usage: python3 bench/hostile-costs.py [path/to/symbolview] [CASE...]  (from the repository's
root; the files are written to a temporary folder and removed afterwards)
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

H = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n'


def svg(body):
    return H + body + '</svg>\n'


def rects_translucent(n=19_900):
    # Each rectangle covers the whole box at 5 % opacity: every layer is drawn, none hides another.
    return svg(''.join(f'<rect x="{(i % 7) * 0.01:.2f}" width="24" height="24" opacity="0.05"/>' for i in range(n)))


def css_sheet(n=15_000):
    rules = ''.join(f'.c{k} {{ fill: #{k * 37 % 256:02x}40{k * 11 % 256:02x}; stroke-width: {k % 5 + 1} }}\n'
                    for k in range(64))
    rules += 'g rect { opacity: 0.9 }\n rect:first-child { stroke: none }\n'
    shapes = ''.join(f'<rect class="c{i % 64} s{i}" x="{i % 20}" y="{i // 20 % 20}" width="3" height="3"/>' for i in range(n))
    return svg(f'<style>{rules}</style><g>{shapes}</g>')


def opacity_groups(n=6_000):
    return svg(''.join(f'<g opacity="0.5"><rect x="{i % 20}" width="4" height="4"/><circle cx="12" cy="{i % 24}" r="2"/></g>'
                       for i in range(n)))


def gpa_header(extra=''):
    return ("<svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' "
            f"gpa:state='0' {extra}>\n")


def gpa_states(n=6_000):
    # Every path in its own set of the 64 states, drawn in and out by transitions, some looping.
    paths = []
    for i in range(n):
        states = ' '.join(str((i + k * 7) % 64) for k in range(8))
        loop = (" gpa:animation-type='automatic' gpa:animation-direction='segment' gpa:animation-duration='0.8'"
                if i % 3 == 0 else '')
        paths.append(f"<path id='p{i}' d='M {i % 16} 1 L {15 - i % 16} 15 L 8 {i % 13}' gpa:states='{states}' "
                     "gpa:transition-type='animate' gpa:transition-duration='300ms' "
                     f"stroke='black' stroke-width='1' fill='none' gpa:stroke='foreground'{loop}/>")
    return gpa_header() + '\n'.join(paths) + '\n</svg>\n'


def gpa_attach_chain(n=10_000):
    paths = ["<path id='p0' d='M 1 1 L 15 15' gpa:states='0 1' gpa:animation-type='automatic' "
             "gpa:animation-direction='segment' gpa:animation-duration='1' stroke='black' fill='none' gpa:stroke='foreground'/>"]
    for i in range(1, n):
        paths.append(f"<path id='p{i}' d='M 0 0 L 1 1' gpa:states='0 1' gpa:attach-to='p{i - 1}' gpa:attach-pos='1' "
                     "stroke='black' fill='none' gpa:stroke='foreground'/>")
    return gpa_header() + '\n'.join(paths) + '\n</svg>\n'


def clear_behind_template(layers=6_000):
    # An SF Symbols template whose every layer clears behind it, at the three weights a template needs.
    sheet = ''.join(f'.monochrome-{i} {{-sfsymbols-motion-group:{i % 4};-sfsymbols-clear-behind:true}}\n'
                    f'.hierarchical-{i}:{"primary" if i % 2 else "secondary"} {{-sfsymbols-clear-behind:true}}\n'
                    for i in range(layers))
    guides = ''.join(f'<line id="{kind}-{s}" x1="263" x2="3036" y1="{y}" y2="{y}"/>'
                     for s, base in (('S', 696), ('M', 1126), ('L', 1556))
                     for kind, y in (('Baseline', base), ('Capline', base - 70.459)))
    margins = ''.join(f'<line id="{side}-margin-{w}-S" x1="{x}" x2="{x}" y1="600" y2="720"/>'
                      for w, left in (('Ultralight', 516), ('Regular', 1400), ('Black', 2890))
                      for side, x in (('left', left), ('right', left + 65)))
    weights = ''
    for w, x in (('Ultralight', 516), ('Regular', 1400), ('Black', 2890)):
        shapes = ''.join(f'<path class="monochrome-{i} hierarchical-{i}:{"primary" if i % 2 else "secondary"}" '
                         f'd="M{i % 60} -{10 + i % 50}h5v5h-5Z"/>' for i in range(layers))
        weights += f'<g id="{w}-S" transform="matrix(1 0 0 1 {x} 696)">{shapes}</g>'
    return ('<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">'
            f'<style>{sheet}</style><g id="Guides">{guides}{margins}</g><g id="Symbols">{weights}</g></svg>\n')


def uses(n):
    return svg('<defs><g id="u"><rect width="3" height="3" fill="#357"/><circle cx="1" cy="1" r="1" fill="#a53"/></g></defs>'
               + ''.join(f'<use href="#u" x="{i % 21}" y="{i // 21 % 21}"/>' for i in range(n)))


def uses_nested(rows=150, per_row=150):
    # rows × per_row instances from rows + per_row elements: a row of uses, used once per row.
    return svg('<defs><rect id="u" width="3" height="3" fill="#357"/>'
               + '<g id="row">' + ''.join(f'<use href="#u" x="{i % 21}"/>' for i in range(per_row)) + '</g></defs>'
               + ''.join(f'<use href="#row" y="{i % 21}"/>' for i in range(rows)))


def gradient_stops(shapes=300, stops=4_096):
    s = ''.join(f'<stop offset="{k / (stops - 1):.5f}" stop-color="#{k * 37 % 256:02x}{k * 11 % 256:02x}80"/>'
                for k in range(stops))
    return svg(f'<defs><linearGradient id="lg">{s}</linearGradient></defs>'
               + ''.join(f'<rect x="{i % 20}" y="{i // 20}" width="4" height="4" fill="url(#lg)"/>' for i in range(shapes)))


def dash_array(paths=300, entries=3_000):
    dashes = ' '.join(f'{0.01 + (k % 7) * 0.01:.2f}' for k in range(entries))
    return svg(''.join(f'<path d="M1 {i * 0.07:.2f}H23" stroke="black" stroke-width="0.05" fill="none" '
                       f'stroke-dasharray="{dashes}"/>' for i in range(paths)))


def one_segment_layers(n=2_000):
    return svg(''.join(f'<path data-layer="l{i}" d="M{i % 24} 0L{23 - i % 24} 24" stroke="black" fill="none"/>'
                       for i in range(n)))


def draw_on_icon():
    return svg('<path d="M4 12l5 5L20 6" stroke="black" stroke-width="2" fill="none"/>'
               '<circle cx="12" cy="12" r="10" stroke="black" stroke-width="2" fill="none"/>')


# name: (file name, writer, command arguments after the binary with FILE and OUT placeholders)
CASES = {
    'rects-19900-render': ('rects.svg', rects_translucent, ['render', 'FILE', '--size', '64', '--out', 'OUT.png']),
    'rects-19900-check': ('rects.svg', rects_translucent, ['check', 'FILE']),
    'css-15000-render': ('css.svg', css_sheet, ['render', 'FILE', '--size', '64', '--out', 'OUT.png']),
    'opacity-groups-6000-render': ('groups.svg', opacity_groups, ['render', 'FILE', '--size', '64', '--out', 'OUT.png']),
    'gpa-states-6000x64-render': ('states.gpa', gpa_states,
                                  ['render', 'FILE', '--from-state', '3', '--state', '5', '--time', '0.2', '--size', '64', '--out', 'OUT.png']),
    'gpa-attach-chain-render': ('chain.gpa', gpa_attach_chain,
                                ['render', 'FILE', '--state', '1', '--time', '0.3', '--size', '64', '--out', 'OUT.png']),
    'clear-behind-template-render': ('template.svg', clear_behind_template,
                                     ['render', 'FILE', '--mode', 'hierarchical', '--size', '64', '--out', 'OUT.png']),
    'use-10000-render': ('use10k.svg', lambda: uses(10_000), ['render', 'FILE', '--size', '64', '--out', 'OUT.png']),
    'use-22500-render': ('use22k.svg', uses_nested, ['render', 'FILE', '--size', '64', '--out', 'OUT.png']),
    'gradient-4096x300-export': ('stops.svg', gradient_stops, ['export', 'FILE', '--effect', 'drawOn', '--out', 'OUT.json']),
    'dash-3000x300-export': ('dashes.svg', dash_array, ['export', 'FILE', '--effect', 'drawOn', '--out', 'OUT.json']),
    'use-10000-export': ('use10k.svg', lambda: uses(10_000), ['export', 'FILE', '--effect', 'drawOn', '--out', 'OUT.json']),
    'use-10000-export-svg': ('use10k.svg', lambda: uses(10_000), ['export', 'FILE', '--effect', 'drawOn', '--out', 'OUT.svg']),
    'layers-2000-individually-export': ('layers.svg', one_segment_layers,
                                        ['export', 'FILE', '--effect', 'drawOn.individually', '--out', 'OUT.json']),
    'draw-on-600s-export': ('icon.svg', draw_on_icon,
                            ['export', 'FILE', '--effect', 'drawOn', '--duration', '600', '--out', 'OUT.json']),
    'tgs-60s-export': ('icon.svg', draw_on_icon,
                       ['export', 'FILE', '--effect', 'breathe', '--size', '512', '--duration', '60', '--out', 'OUT.tgs']),
    'gpa-states-6000x64-export': ('states.gpa', gpa_states,
                                  ['export', 'FILE', '--from-state', '3', '--state', '5', '--out', 'OUT.json']),
    'opacity-groups-6000-export': ('groups.svg', opacity_groups, ['export', 'FILE', '--effect', 'drawOn', '--out', 'OUT.json']),
    'clear-behind-template-export': ('template.svg', clear_behind_template,
                                     ['export', 'FILE', '--mode', 'hierarchical', '--effect', 'drawOn', '--out', 'OUT.json']),
    'export-template-use-10000': ('use10k.svg', lambda: uses(10_000), ['export-template', 'FILE', '--out', 'OUT.svg']),
}


# A case still running after this many seconds is stopped (exit 124 in the table).
LIMIT = int(os.environ.get('HOSTILE_LIMIT', '60'))


def main():
    args = sys.argv[1:]
    binary = args.pop(0) if args and not args[0] in CASES else '.build/release/symbolview'
    names = args or list(CASES)
    folder = tempfile.mkdtemp()
    try:
        print(f'{"case":36} {"seconds":>8} {"MB":>6} {"out KB":>8} {"exit":>4}  first line of stderr')
        for name in names:
            file_name, write, command = CASES[name]
            path = os.path.join(folder, file_name)
            if not os.path.exists(path):
                with open(path, 'w') as f:
                    f.write(write())
            out = os.path.join(folder, 'out-' + name)
            argv = [binary] + [path if a == 'FILE' else a.replace('OUT', out) for a in command]
            timing = os.path.join(folder, 'time.txt')
            run = subprocess.run(['/usr/bin/time', '-o', timing, '-f', '%e %M', 'timeout', str(LIMIT)] + argv,
                                 capture_output=True, text=True, errors='replace')
            secs, kb = open(timing).read().split()[-2:]
            outputs = [p for p in os.listdir(folder) if p.startswith('out-' + name)]
            size = sum(os.path.getsize(os.path.join(folder, p)) for p in outputs)
            for p in outputs:
                os.remove(os.path.join(folder, p))
            line = next((l for l in run.stderr.splitlines() if ': warning: ' not in l and not l.startswith('Command')), '')
            line = re.sub(re.escape(folder) + '/', '', line)[:150]
            print(f'{name:36} {secs:>8} {int(kb) // 1024:>6} {size // 1024:>8} {run.returncode:>4}  {line}', flush=True)
    finally:
        shutil.rmtree(folder)


if __name__ == '__main__':
    main()
