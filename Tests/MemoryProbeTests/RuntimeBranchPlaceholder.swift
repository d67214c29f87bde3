// Placeholder so that the package builds on branch `runtime`. Delete when merging the MemoryProbe tests.
