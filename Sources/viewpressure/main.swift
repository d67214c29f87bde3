import ViewPressureCLI

// The built-in CLI: every subcommand, no custom scenes. A team's own profiler is the same
// call with its scenes registered (see ViewPressureCLI).
ViewPressureCLI.main()
