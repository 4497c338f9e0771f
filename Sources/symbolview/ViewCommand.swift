import ViewerShell

/// `symbolview view [OPTIONS]`: the interactive viewer (also what `symbolview` alone runs).
func runView(_ arguments: [String]) -> Int32 {
    ViewerCommandLine.run(arguments)
}
