// Placeholder so that the package builds on branch `runtime`, where MemoryProbe has no sources yet.
// Delete this file when merging the MemoryProbe branch.
