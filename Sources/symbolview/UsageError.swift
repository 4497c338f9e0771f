/// A mistake in a subcommand's command line: the subcommand prints the message, then its usage
/// text, and exits with status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
