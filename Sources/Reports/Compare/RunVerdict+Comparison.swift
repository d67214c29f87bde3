public import Results

extension RunVerdict {
    /// The verdict of `results` and, when `comparison` is given and has a regression, that
    /// regression (exit 3, the least serious of the findings).
    public init(results: RunResults, comparison: BaselineComparison?) {
        self.init(results: results, regressions: comparison.flatMap { $0.hasRegression ? $0.count(.regressed) : nil })
    }
}
