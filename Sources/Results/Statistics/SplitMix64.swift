import Foundation

/// A small, fast, seedable pseudo-random generator (SplitMix64).
///
/// The statistical gate resamples with it from a fixed seed, so the same two results files
/// always give the same confidence interval and the same verdict. Tests use it to make
/// synthetic noisy samples. Each call to ``next()`` costs a few nanoseconds and allocates
/// nothing.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same sequence on every platform.
    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1).
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A standard normal deviate (Box-Muller), for synthetic noise.
    package mutating func nextGaussian() -> Double {
        let u1 = max(nextUnit(), .leastNonzeroMagnitude)
        let u2 = nextUnit()
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    /// The 64-bit FNV-1a hash of `text`: a stable (unseeded) hash used to derive a
    /// per-metric seed, unlike `Hasher`, which is randomized per process.
    package static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
