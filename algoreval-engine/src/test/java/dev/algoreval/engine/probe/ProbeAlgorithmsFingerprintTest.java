package dev.algoreval.engine.probe;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every algorithm's probe, as the engine sees it through {@link ProbeAlgorithm}, summed up in one
 * SHA-256 per algorithm: its sizes in every regime of its kind and every representation, the textbook
 * bound of each probed pair (its text, exponent, flag and cost at a few points), and for a small size
 * and each probed representation's smallest size, the input drawn from a fixed seed, its answer, the
 * arguments and the hidden test of each probed representation.
 *
 * <p>The expected values are golden: they were recorded from the code before the probes became
 * declarations in one table, and pin that the table draws the same inputs from the same seed (the same
 * sequence of Random calls), with the same answers, sizes and bounds. A deliberate change to a probe
 * changes its line here; record the new value only then.
 */
class ProbeAlgorithmsFingerprintTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A size below every ladder, so that the small-n corners of the generators are pinned too. */
    private static final int SMALL_N = 12;
    /** (n, m) points at which each bound's cost function is compared. */
    private static final double[][] COST_POINTS = {{1, 0}, {12, 30}, {500, 4661}, {8000, 107_000}, {200_000, 1_000_000}};

    /** The answers that are a set of edges, in no particular order. */
    private static final java.util.Set<String> EDGE_SET_ANSWERS = java.util.Set.of("kruskal-mst", "prim-mst", "boruvka-mst",
            "bridge-finding");

    private static final Map<String, String> GOLDEN = golden();

    @Test
    void theAlgorithmsAreTheSameAndInTheSameOrder() {
        assertThat(ProbeAlgorithms.all()).extracting(ProbeAlgorithm::id).containsExactlyElementsOf(GOLDEN.keySet());
    }

    @Test
    void everyAlgorithmsSizesBoundsInputsAnswersAndArgumentsAreAsRecorded() {
        Map<String, String> actual = new LinkedHashMap<>();
        for (ProbeAlgorithm algorithm : ProbeAlgorithms.all()) {
            actual.put(algorithm.id(), sha256(describe(algorithm)));
        }
        assertThat(actual).as("to record anew:%n%s", actual.entrySet().stream()
                .map(e -> "                \"" + e.getKey() + "\", \"" + e.getValue() + "\",")
                .collect(Collectors.joining("\n"))).containsExactlyEntriesOf(GOLDEN);
    }

    private static Map<String, Object> describe(ProbeAlgorithm algorithm) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", algorithm.id());
        out.put("kind", algorithm.inputKind().name());
        for (Regime regime : Regime.values()) {
            if (regime.kind() == algorithm.inputKind()) {
                out.put(regime.id(), describe(algorithm, regime));
            }
        }
        return out;
    }

    private static Map<String, Object> describe(ProbeAlgorithm algorithm, Regime regime) {
        Map<String, Object> out = new LinkedHashMap<>();
        TreeSet<Integer> sampled = new TreeSet<>(List.of(SMALL_N));
        List<Representation> probed = new ArrayList<>();
        for (Representation representation : Representation.values()) {
            Map<String, Object> pair = new LinkedHashMap<>();
            pair.put("sizes", algorithm.sizes(regime, representation));
            pair.put("probes", algorithm.probes(regime, representation));
            if (algorithm.probes(regime, representation)) {
                pair.put("textbook", describe(algorithm.textbook(regime, representation)));
                sampled.add(algorithm.sizes(regime, representation).get(0));
                probed.add(representation);
            }
            out.put(representation.id(), pair);
        }
        for (int n : sampled) {
            out.put("n=" + n, describe(algorithm, regime, n, probed));
        }
        return out;
    }

    private static Map<String, Object> describe(Textbook textbook) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("complexity", textbook.complexity());
        out.put("exponent", textbook.exponent());
        out.put("inN", textbook.inN());
        out.put("worstCaseOnly", textbook.worstCaseOnly());
        List<Double> costs = new ArrayList<>();
        for (double[] point : COST_POINTS) {
            costs.add(textbook.cost().of(point[0], point[1]));
        }
        out.put("cost", costs);
        return out;
    }

    private static Map<String, Object> describe(ProbeAlgorithm algorithm, Regime regime, int n, List<Representation> probed) {
        ProbeInput input = algorithm.input(n, regime, new Random(1_000_003L * n + regime.ordinal()));
        Object expected = DeepStack.call(() -> algorithm.expected(input));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("input", describe(input));
        out.put("m", input.m());
        out.put("expected", canonical(algorithm, expected));
        out.put("resultBytes", algorithm.estimatedResultBytes(input));
        for (Representation representation : probed) {
            Map<String, Object> encoded = new LinkedHashMap<>();
            encoded.put("bytes", input.estimatedBytes(representation));
            try {
                encoded.put("args", algorithm.args(input, representation));
                HiddenTest test = algorithm.test("t", input, representation, expected);
                encoded.put("test", List.of(test.args(), test.calls().stream().map(c -> List.of(c.method(), c.args())).toList(),
                        test.expected() == null ? "null" : canonical(algorithm, test.expected())));
            } catch (IllegalArgumentException e) {
                encoded.put("unsupported", e.getMessage());
            }
            out.put(representation.id(), encoded);
        }
        return out;
    }

    /**
     * The answer with the edge sets that JGraphT hands out in hash order (a spanning tree's edges, the
     * bridges: identity hashes, so another order every run) sorted; the comparison sorts them too.
     */
    private static Object canonical(ProbeAlgorithm algorithm, Object expected) {
        if (!EDGE_SET_ANSWERS.contains(algorithm.id()) || !(expected instanceof List<?> edges)) {
            return expected;
        }
        return edges.stream().map(String::valueOf).sorted().toList();
    }

    private static Object describe(ProbeInput input) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (input instanceof ProbeGraph g) {
            out.put("n", g.n());
            out.put("directed", g.directed());
            out.put("edges", g.edges());
            out.put("weights", g.weights().orElse(null));
        } else if (input instanceof ProbeSequence s) {
            out.put("values", s.values());
            out.put("textBytes", s.textBytes());
        } else if (input instanceof TwoSatFormula f) {
            out.put("n", f.n());
            out.put("clauses", f.clauses());
        } else if (input instanceof CostFlowNetwork c) {
            out.put("n", c.n());
            out.put("edges", c.edges());
            out.put("capacities", c.capacities());
            out.put("costs", c.costs());
            out.put("source", c.source());
            out.put("sink", c.sink());
        } else {
            throw new AssertionError("no description for " + input.getClass());
        }
        return out;
    }

    private static String sha256(Object description) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(JSON.writeValueAsString(description).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, String> golden() {
        String[] pairs = {
                "kruskal-mst", "c812569d2760f55e4c1322a8618eec1ddc2bff6e976d3dca7f9da2716cd17199",
                "prim-mst", "5169b015c035f030b1183bec38e62bfbbad87777fdb1c3e339a1864329bbb348",
                "bridge-finding", "85d6271f518c8cecf94ddbecf82983360d8c6f9f8a577de08ab20af4a9f407be",
                "articulation-points", "264926b3ff42828b9b8cc4493af942988a5e66e1b7d69c6e370a6c0f0105c75f",
                "boruvka-mst", "fad669eaa51d168ca268c3aab6afaf5107e24f23a24d2644a31b0e13fe14f800",
                "dijkstra", "f516bc12b24ec6b777594832d7b4112e75a05bea9a7c61bf6e9106e6d31f0c0d",
                "bellman-ford", "f47d0d1738e69d2e165653cfdaa39a31cdde6e9eaf0f0ddc416a0c24798f1ada",
                "karger-min-cut", "7df9600ce735be24341687915542fe6022f8f27bdd965eb3f96ed8abc41c1f2f",
                "stoer-wagner-min-cut", "9e2b75b05f1eae785ddf425798f9f691ab2b14a0b754b6d606f86a5e84c09f8b",
                "blossom-maximum-matching", "8706b0a2b3e701238064f110a03a13a2ccfa4dfe38996abc3af98ce6b2b07aa0",
                "tarjan-scc", "48d19ff353a6ffbc8677df5d1818ec749036f37714e53020f21a98ea8ef66611",
                "kosaraju-scc", "9b14e3498f2e61cb323c087ca443a09691d32f76d76cc83477437040d0cfc334",
                "gabow-scc", "679227420d63e63a2cd5e3379da561002af4dc86974bb8f74db598dc750179f1",
                "scc-mutual-reachability", "88bfcec7f8e59973f71f619eeff870bf3d9fef0e997a6a98d10b4b4de01ce0e9",
                "topological-sort", "033dc688467fc19336febbe8182e972bec8aa786a8c96348fb6417e2da3af997",
                "dag-shortest-path", "2b0a58df1663b33cfbf410e513d9cad3f18855019bf270b27ea7424642fcaa08",
                "two-sat", "1f0a9d23328e1773aa9f7e46c41609ba59dd9e2aa7633183c9c9915700e1b831",
                "heap-sort", "13b6ce0849c5640f5d0275792c03aab623f117139edc40a4e78ccf51a3de9b6d",
                "merge-sort", "945d2d7cd7d3077bd058b4213a610e81a38883c84c60ca363fddf0b2335a7a85",
                "counting-sort", "8dacb7c405bedfca3cde4efeaa558dcb15f47095fa250c0d573174a27267b57a",
                "floyd-warshall", "61311b1818fecbae3bd8153384c9dcf3dbb707213bbd1e23e7ea423ed01ca5c8",
                "johnson-apsp", "9ab37a446c02158f3ba4bf59aa23284e5ba0babd61271ecc5c544a76a666ff64",
                "hopcroft-karp", "67a19532dc64b9e786873fc27d54c2aacae40fcdb46f1d3ca1ebf659c7734d36",
                "dinic-max-flow", "1396fc114504f3f6be3a78edecf8447ecc1786666f4eedaa772afb3088bf8730",
                "min-cost-max-flow", "f6a8cce1c5f81bd4a56377ff837b1e1f7907e1d718d6cd36152893a9cf22e9c0",
                "hierholzer-eulerian-circuit", "aadf6ba4ebd4d252cd4746c76d42c10be3add4f69e9b18f31d4f303574116027",
                "eulerian-path", "0afc43335bfccff7f3f4422f057418396f35bed79919628e950c35fd14871cfd",
                "radix-sort", "11c30bf9fab6ce38b48439a789572ef49b11c3ac0fffce505f74bbfe4f80338a"
        };
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }
}
