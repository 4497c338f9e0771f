/// What the state machine asks the imperative shell to do after a key: things that touch the
/// outside world and therefore cannot happen inside a pure function.
public enum ViewerCommand: Sendable, Equatable {
    case quit
    case saveScreenshot
    case setFullscreen(Bool)
    case record
    case exportVectors
}
