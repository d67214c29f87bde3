import Foundation
@testable import Results
import Testing

@testable import Reports

/// Bencher Metric Format output, checked against the documented shape.
@Suite("Bencher Metric Format")
struct BencherRendererTests {
    @Test("every benchmark is an object of measures, each {value, lower_value?, upper_value?} with numbers")
    func validatesAgainstBMF() throws {
        let results = ReportsFixtures.results(metrics: [
            .exact("nav.pushAllocatedBytes", 4096, unit: "B"),
            .timing("nav.pushNs", samples: [90, 100, 110, 120]),
            .exact("table.reuseRatio", 0.99, unit: "ratio", direction: .biggerIsBetter),
            .exact("table.cells", 12, unit: "count"),
            .timing("table.nsPerRow", samples: [5], unit: "ns/op"),
            .exact("table.bytesPerRow", 48, unit: "B/op"),
        ])
        let object = try JSONSerialization.jsonObject(with: BencherRenderer.encode(results))
        try Self.validate(object)
        let document = try #require(object as? [String: [String: [String: Double]]])
        #expect(document["nav.pushNs"]?["latency"] == ["value": 105, "lower_value": 97.5, "upper_value": 112.5])
        #expect(document["nav.pushAllocatedBytes"]?["bytes"] == ["value": 4096])
        #expect(document["table.nsPerRow"]?["latency"] == ["value": 5])
        #expect(document["table.bytesPerRow"]?.keys.first == "bytes-per-op")
        #expect(document["table.cells"]?.keys.first == "count")
        #expect(document["table.reuseRatio"]?.keys.first == "ratio-higher-is-better")
        #expect(document.count == 6)
    }

    /// BMF: a JSON object keyed by benchmark name, each an object keyed by measure slug, each
    /// `{"value": number, "lower_value"?: number, "upper_value"?: number}` and nothing else.
    static func validate(_ object: Any) throws {
        let benchmarks = try #require(object as? [String: Any])
        for (name, measures) in benchmarks {
            #expect(!name.isEmpty && name.count <= 1024)
            let measures = try #require(measures as? [String: Any], "\(name)")
            #expect(!measures.isEmpty)
            for (slug, metric) in measures {
                #expect(slug.count <= 64 && slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(slug)")
                let metric = try #require(metric as? [String: Any])
                #expect(Set(metric.keys).isSubset(of: ["value", "lower_value", "upper_value"]))
                #expect(metric["value"] is NSNumber)
                for (key, value) in metric {
                    let number = try #require(value as? NSNumber, "\(name).\(slug).\(key)")
                    #expect(String(cString: number.objCType) != "c" && number.doubleValue.isFinite)
                }
            }
        }
    }

    @Test(
        "measure slugs",
        arguments: [
            ("ns", "latency"), ("ns/row", "latency"), ("B", "bytes"), ("count", "count"), ("B/op", "bytes-per-op"), ("ratio", "ratio"),
            ("ops/s", "ops-per-s"), ("", "value"),
        ])
    func slugs(unit: String, slug: String) {
        #expect(BencherRenderer.measureSlug(for: unit) == slug)
    }

    @Test("one measure holds one unit and one direction: an overhead ratio and a reuse ratio never share one")
    func measuresSplitByDirection() throws {
        let results = ReportsFixtures.results(metrics: [
            .exact("deepNavigation.ledgerOverhead", 1.05, unit: "ratio"),
            .exact("largeTable.reuseSpeedup", 80, unit: "ratio", direction: .biggerIsBetter),
            .exact("largeTable.rowsPerSecond", 1e6, unit: "rows/s", direction: .biggerIsBetter),
        ])
        let document = BencherRenderer.document(results)
        var directions: [String: Set<Metric.Direction>] = [:]
        for metric in results.metrics {
            for slug in document[metric.name]?.keys ?? [:].keys { directions[slug, default: []].insert(metric.direction) }
        }
        #expect(directions.values.allSatisfy { $0.count == 1 }, "\(directions)")
        #expect(document["deepNavigation.ledgerOverhead"]?.keys.first == "ratio")
        #expect(document["largeTable.reuseSpeedup"]?.keys.first == "ratio-higher-is-better")
        #expect(document["largeTable.rowsPerSecond"]?.keys.first == "rows-per-s-higher-is-better")
    }
}
