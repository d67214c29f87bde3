import Foundation

/// Student's t distribution: the quantiles the history gate's prediction band needs.
///
/// The CDF comes from the regularized incomplete beta function (Lentz's continued
/// fraction), the quantile from bisection on it. Cost: about 60 CDF evaluations of a few
/// microseconds each per quantile; the gate asks once per timing metric.
enum StudentT {
    /// P(T <= t) for `degrees` degrees of freedom.
    static func cdf(_ t: Double, degrees: Double) -> Double {
        let x = degrees / (degrees + t * t)
        let tail = 0.5 * incompleteBeta(x, a: degrees / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The `p`-quantile (0 < p < 1).
    static func quantile(_ p: Double, degrees: Double) -> Double {
        var low = -1e6, high = 1e6
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if cdf(middle, degrees: degrees) < p { low = middle } else { high = middle }
            if high - low < 1e-10 { break }
        }
        return (low + high) / 2
    }

    /// The regularized incomplete beta function I_x(a, b).
    static func incompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logGammas: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let logFront = logGammas + logPowers
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * continuedFraction(x, a: a, b: b) / a
        }
        return 1 - exp(logFront) * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0, d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...300 {
            let m = Double(m)
            var numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + numerator * d
            if abs(d) < tiny { d = tiny }
            c = 1 + numerator / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            numerator = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + numerator * d
            if abs(d) < tiny { d = tiny }
            c = 1 + numerator / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let step = d * c
            h *= step
            if abs(step - 1) < 1e-14 { break }
        }
        return h
    }
}

/// The standard normal distribution's upper quantiles, for the trend test.
enum NormalQuantile {
    /// z with P(Z > z) = `alpha`, by bisection on `erfc`. Cost: about 100 `erfc` calls.
    static func upper(_ alpha: Double) -> Double {
        var low = 0.0, high = 40.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if 0.5 * erfc(middle / 2.0.squareRoot()) > alpha { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
