/// Writes an ``ExportScene`` as a fragment of HTML to paste into a page: the animated SVG inline
/// with its stylesheet, and for a toggle (``ExportTrigger/toggle``) the native control that
/// switches it, so the page needs no script.
///
/// A toggle is a `<label>` holding a checkbox, visually hidden but in the tab order and named by
/// the scene's label, and the SVG after it: clicking the symbol toggles the box (the label's own
/// behaviour), Space toggles it from the keyboard, a screen reader announces a checked or
/// unchecked box. The SVG's rules read the box's state through sibling selectors: unchecked
/// plays `off`, checked again plays `on`, and until the user first changes it the box is
/// `:checked` but not `:user-valid`, so the symbol rests in the effect's end state without
/// playing. A checkbox does not toggle on Enter; an `onkeydown` attribute adds that where
/// script runs, and nothing else depends on it.
///
/// Other triggers give the SVG inline, with nothing around it.
public struct HTMLFragmentWriter {
    public init() {}

    /// The fragment of `scene`, with `reducedMotion` played under `prefers-reduced-motion`.
    public func write(_ scene: ExportScene, reducedMotion: ExportScene? = nil) throws -> AnimatedSVGWriter.Output {
        var out = try AnimatedSVGWriter().unprefixed(scene, reducedMotion: reducedMotion)
        let label = XMLText.escaped(scene.label ?? scene.name)
        var html = "<!-- \(XMLText.comment(scene.label ?? scene.name)): an animated symbol exported by symbolview; "
            + (scene.trigger == .toggle ? "click it, or Tab to it and press Space, to toggle it; no script needed -->\n"
                                        : "inline SVG and CSS, no script -->\n")
        if scene.trigger == .toggle {
            let control = ExportIDPrefix.scoped("toggle"), box = ExportIDPrefix.scoped("switch"), root = ExportIDPrefix.scoped("root")
            html += "<style>\n"
                + ".\(control){display:inline-block;position:relative;line-height:0;cursor:pointer;-webkit-tap-highlight-color:transparent}\n"
                // Hidden from sight, not from the keyboard or assistive technology.
                + ".\(box){position:absolute;top:0;left:0;width:1px;height:1px;margin:0;padding:0;opacity:0;pointer-events:none}\n"
                + ".\(box):focus-visible~.\(root){outline:2px solid Highlight;outline:2px solid -webkit-focus-ring-color;outline-offset:2px;border-radius:4px}\n"
                + "</style>\n"
            html += "<label class=\"\(control)\">"
                + "<input class=\"\(box)\" type=\"checkbox\" checked aria-label=\"\(label)\" "
                + "onkeydown=\"if(event.key==='Enter'){event.preventDefault();this.click()}\">\n"
            html += out.text + "</label>\n"
        } else {
            html += out.text
        }
        out.text = (scene.idPrefix ?? .derived(stem: scene.name)).applied(to: html)
        return out
    }
}
