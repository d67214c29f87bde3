// Placeholder so that the package builds on branch `runtime`, where the CLI has no sources yet.
// Delete this file when merging the CLI branch (it declares the executable's entry point).
@main
enum RuntimeBranchPlaceholder {
    static func main() {}
}
