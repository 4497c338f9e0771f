import Geometry

/// A GTK path animation (a `.gpa` file, GTK 4.22's animated symbolic icon): paths that belong
/// to some of up to 64 states, with a transition for when they appear or disappear and an
/// optional looping animation, read by `GPALoader` and posed at a time by `GPAPlayer`.
///
/// It is a model of its own rather than a ``Symbol``: a `.gpa` file animates each path by the
/// icon's state, not by symbolview's layers, so the player turns it into a plain ``Symbol`` for
/// every frame and the renderer draws that.
public struct GPAIcon: Sendable {
    /// The file name without its extension.
    public var name: String
    /// The icon's size (`width` and `height` on `<svg>`), which is also its design box.
    public var viewBox: Rect
    /// The state shown when the icon is loaded (`gpa:state`), in -1...63; -1 is ``GPAState/unset``.
    public var initialState: Int
    /// Names for states 0, 1, … (`gpa:state-names`), so `gpa:states` can say `check` for 1.
    public var stateNames: [String]
    /// Search words (`gpa:keywords`).
    public var keywords: [String]
    /// The paths in drawing order.
    public var paths: [GPAPath]
    /// SMIL animations keyed to state changes (`<animateTransform begin="gpa:states(1).begin">`).
    public var animations: [GPAAnimationElement]
    /// The own `transform` of each group that SMIL animations target, indexed by
    /// ``GPATransformScope/group``: what a replacing animation replaces and an additive one adds
    /// to, found once here rather than in every path's ancestry on every frame.
    public var groupTransforms: [Transform]

    public init(name: String, viewBox: Rect, initialState: Int = 0, stateNames: [String] = [], keywords: [String] = [],
                paths: [GPAPath], animations: [GPAAnimationElement] = [], groupTransforms: [Transform] = []) {
        self.name = name
        self.viewBox = viewBox
        self.initialState = initialState
        self.stateNames = stateNames
        self.keywords = keywords
        self.paths = paths
        self.animations = animations
        self.groupTransforms = groupTransforms
    }

    /// The own transform of animated group `g`; the identity for a group the icon does not list.
    public func groupTransform(_ g: Int) -> Transform {
        groupTransforms.indices.contains(g) ? groupTransforms[g] : .identity
    }

    /// The highest state any path names: a viewer offers states 0 through this one.
    public var maxState: Int {
        var highest = 0
        for path in paths where path.states != .all && path.states != .none {
            highest = max(highest, 63 - path.states.mask.leadingZeroBitCount)
        }
        return highest
    }

    /// The state a command line or key names: a number from -1 (unset) to 63, or one of
    /// ``stateNames``; nil for anything else.
    public func state(named text: String) -> Int? {
        if let i = stateNames.firstIndex(of: text) { return i }
        guard let n = Int(text), (GPAState.unset...GPAState.maximum).contains(n) else { return nil }
        return n
    }
}

/// The state symbols the `.gpa` format reserves.
public enum GPAState {
    /// The state before the icon is shown (`-1`): no path belongs to it, so switching from it
    /// draws every path in and switching to it draws every path out.
    public static let unset = -1
    /// The highest state a path can belong to.
    public static let maximum = 63
}
