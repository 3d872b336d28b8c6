package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The dataset bundled with this module (SPEC §3). */
class DatasetTest {
    /** SPEC §3.1: every benchmark algorithm id with its domain id. */
    private static final Map<String, String> SPEC_DOMAINS = specDomains();

    private static Dataset dataset;

    @BeforeAll
    static void load() {
        dataset = Dataset.load();
    }

    @Test
    void bundledDatasetHasAllSeventySevenAlgorithmsFiftySixGraphVariantsAnd763Instances() {
        assertThat(dataset.algorithms()).extracting(Algorithm::id).containsExactlyInAnyOrderElementsOf(SPEC_DOMAINS.keySet());
        assertThat(dataset.algorithms()).extracting(Algorithm::domain).containsOnly(Domain.values());
        List<Variant> graphVariants = dataset.algorithms().stream().filter(a -> a.domain() == Domain.GRAPH)
                .flatMap(a -> a.variants().stream()).toList();
        assertThat(graphVariants).hasSize(56);
        assertThat(graphVariants).filteredOn(v -> v.representation() == Representation.EDGE_LIST).hasSize(24);
        assertThat(graphVariants).filteredOn(v -> v.representation() == Representation.ADJ_LIST).hasSize(20);
        assertThat(graphVariants).filteredOn(v -> v.representation() == Representation.ADJ_MATRIX).hasSize(10);
        assertThat(graphVariants).filteredOn(v -> v.representation() == Representation.INCIDENCE_MATRIX).hasSize(2);
        assertThat(dataset.instances()).hasSize(763);
        assertThat(dataset.instances()).filteredOn(i -> i.domain() != Domain.GRAPH).hasSize(53 * 7);
    }

    @Test
    void incidenceMatricesAreUsedForTheTwoMatchingProblems() {
        assertThat(dataset.algorithms()).filteredOn(a -> a.variants().stream()
                        .anyMatch(v -> v.representation() == Representation.INCIDENCE_MATRIX))
                .extracting(Algorithm::id).containsExactlyInAnyOrder("hopcroft-karp", "blossom-maximum-matching");
    }

    @Test
    void dijkstraHasThreeRepresentations() {
        Algorithm dijkstra = algorithm("dijkstra");
        assertThat(dijkstra.variants()).extracting(Variant::representation)
                .containsExactly(Representation.EDGE_LIST, Representation.ADJ_LIST, Representation.ADJ_MATRIX);
        assertThat(dataset.instance("dijkstra/go/adj_matrix")).isPresent();
        assertThat(dataset.instance("dijkstra/go/incidence_matrix")).isEmpty();
    }

    @Test
    void everyVariantIsPosedInAllSevenLanguages() {
        for (Algorithm algorithm : dataset.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                assertThat(dataset.instances())
                        .filteredOn(i -> i.algorithm().equals(algorithm) && i.variant().equals(variant))
                        .extracting(Instance::language)
                        .as("%s/%s", algorithm.id(), variant.representation().id())
                        .containsExactly(Language.values());
            }
        }
    }

    @Test
    void idsAreUniqueAndOfTheFormAlgorithmLanguageRepresentation() {
        String languages = Arrays.stream(Language.values()).map(Language::id).collect(Collectors.joining("|"));
        String representations = Arrays.stream(Representation.values()).map(Representation::id)
                .collect(Collectors.joining("|"));
        List<String> ids = dataset.instances().stream().map(Instance::id).toList();

        assertThat(ids).doesNotHaveDuplicates()
                .allMatch(id -> id.matches("[a-z0-9]+(-[a-z0-9]+)*/(" + languages + ")/(" + representations + ")"));
        for (Instance instance : dataset.instances()) {
            assertThat(instance.id()).isEqualTo(instance.algorithm().id() + "/" + instance.language().id() + "/"
                    + instance.representation().id());
            assertThat(dataset.instance(instance.id())).containsSame(instance);
        }
        assertThat(dataset.instance("bridge-finding/rust/edge_list")).isPresent();
        assertThat(dataset.instance("no-such/rust/edge_list")).isEmpty();
    }

    @Test
    void algorithmsAreSpecAlgorithmsInTheirSpecDomains() {
        assertThat(SPEC_DOMAINS).hasSize(77);
        assertThat(SPEC_DOMAINS.values()).allMatch(d -> Domain.byId(d).isPresent());
        for (Algorithm algorithm : dataset.algorithms()) {
            assertThat(SPEC_DOMAINS).as("SPEC §3.1 lists %s", algorithm.id()).containsKey(algorithm.id());
            assertThat(algorithm.domain().id()).as(algorithm.id()).isEqualTo(SPEC_DOMAINS.get(algorithm.id()));
            assertThat(algorithm.name()).isNotBlank();
            assertThat(algorithm.title()).isNotBlank();
        }
    }

    @Test
    void representationsFollowTheDomain() {
        for (Algorithm algorithm : dataset.algorithms()) {
            List<Representation> representations = algorithm.variants().stream().map(Variant::representation).toList();
            if (algorithm.domain() == Domain.GRAPH) {
                assertThat(representations).as(algorithm.id()).doesNotHaveDuplicates()
                        .contains(Representation.EDGE_LIST).allMatch(Representation::isGraph);
            } else {
                assertThat(representations).as(algorithm.id()).containsExactly(Representation.DEFAULT);
            }
        }
    }

    @Test
    void tagsAreLanguageDomainRepresentationAlgorithm() {
        assertThat(dataset.instance("bridge-finding/rust/edge_list").orElseThrow().tags())
                .containsExactly("rust", "graph", "edge_list", "bridge-finding");
        assertThat(dataset.instance("sha256/python/default").orElseThrow().tags())
                .containsExactly("python", "cryptography", "default", "sha256");
        for (Instance instance : dataset.instances()) {
            assertThat(instance.tags()).containsExactly(instance.language().id(), instance.domain().id(),
                    instance.representation().id(), instance.algorithm().id());
        }
    }

    @Test
    void everyInstanceHasAReferenceSolutionInItsLanguage() {
        Map<Language, String> entryPoints = Map.of(
                Language.PYTHON, "if __name__ == \"__main__\":",
                Language.C, "int main(",
                Language.CPP, "int main(",
                Language.JAVA, "public class Main",
                Language.JAVASCRIPT, "console.log",
                Language.RUST, "fn main()",
                Language.GO, "package main");
        for (Instance instance : dataset.instances()) {
            String reference = instance.referenceSolution();
            assertThat(reference).as(instance.id()).isNotBlank()
                    .contains(entryPoints.get(instance.language()))
                    // ReferenceModel wraps the source in a Markdown fence: it must end its last line and hold no fence.
                    .endsWith("\n").doesNotContain("```");
        }
    }

    @Test
    void pythonReferencesEmbedTheirExactTestBlock() {
        for (Instance instance : dataset.instances()) {
            if (instance.language() == Language.PYTHON) {
                assertThat(instance.referenceSolution()).as(instance.id())
                        .contains(instance.variant().pythonTest().strip());
            }
        }
    }

    @Test
    void problemsAreCompleteAndExpectedOutputsAreExact() {
        for (Instance instance : dataset.instances()) {
            Variant variant = instance.variant();
            assertThat(variant.requirements()).as(instance.id()).isNotEmpty().allMatch(r -> !r.isBlank());
            assertThat(variant.requirements().get(0)).as("%s: first requirement is a bullet", instance.id())
                    .doesNotStartWith("– ");
            assertThat(variant.test()).as(instance.id()).isNotBlank().isEqualTo(variant.test().strip());
            assertThat(variant.pythonTest()).as(instance.id()).startsWith("if __name__ == \"__main__\":\n");
            String expected = instance.expectedOutput();
            assertThat(expected).as(instance.id()).endsWith("\n").doesNotEndWith("\n\n").doesNotContain("\r")
                    .doesNotStartWith("\n");
            assertThat(expected.lines()).as("%s: no trailing spaces", instance.id())
                    .allMatch(line -> line.equals(line.stripTrailing()));
        }
    }

    @Test
    void bridgeFindingMatchesPaperFigure2() {
        for (Language language : Language.values()) {
            Instance instance = dataset.instance(Instance.id("bridge-finding", language, Representation.EDGE_LIST))
                    .orElseThrow();
            assertThat(instance.expectedOutput()).isEqualTo("0 3\n3 4\n");
            assertThat(instance.domain()).isEqualTo(Domain.GRAPH);
            assertThat(instance.algorithm().title()).isEqualTo("Tarjan's bridge-finding algorithm");
            assertThat(instance.variant().requirements().get(0)).contains("findBridges(V, edges)")
                    .contains("list of [u, v] undirected pairs");
            assertThat(instance.variant().test()).contains("V=5").contains("edges=[[0,1],[0,2],[1,2],[0,3],[3,4]]")
                    .contains("\"u v\"").contains("on its own line").contains("sorted in ascending order");
        }
        assertThat(algorithm("bridge-finding").variants().get(0).representation()).isEqualTo(Representation.EDGE_LIST);
    }

    @Test
    void hopcroftKarpMatchesPaperFigure5() {
        Variant variant = algorithm("hopcroft-karp").variants().get(0);
        assertThat(variant.representation()).isEqualTo(Representation.EDGE_LIST);
        assertThat(variant.pythonTest()).isEqualTo("""
                if __name__ == "__main__":
                    g = BipGraph(4, 4)
                    g.addEdge(1, 2)
                    g.addEdge(1, 3)
                    g.addEdge(2, 1)
                    g.addEdge(3, 2)
                    g.addEdge(4, 2)
                    g.addEdge(4, 4)
                    print("Size of maximum matching is %d" % g.hopcroftKarp())
                """);
        assertThat(variant.expected()).isEqualTo("Size of maximum matching is 4\n");
    }

    @Test
    void datasetIsImmutable() {
        assertThatThrownBy(() -> dataset.instances().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> dataset.algorithms().get(0).variants().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> dataset.instances().get(0).variant().requirements().clear())
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void emptyDatasetHasNoInstances() {
        assertThat(Dataset.empty().instances()).isEmpty();
        assertThat(Dataset.empty().algorithms()).isEmpty();
    }

    private static Algorithm algorithm(String id) {
        return dataset.algorithms().stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
    }

    private static Map<String, String> specDomains() {
        Map<String, String> domains = new HashMap<>();
        put(domains, "graph", "articulation-points bellman-ford blossom-maximum-matching boruvka-mst bridge-finding "
                + "dijkstra dinic-max-flow eulerian-path floyd-warshall gabow-scc hierholzer-eulerian-circuit "
                + "hopcroft-karp johnson-apsp karger-min-cut kosaraju-scc kruskal-mst min-cost-max-flow prim-mst "
                + "scc-mutual-reachability dag-shortest-path stoer-wagner-min-cut tarjan-scc topological-sort two-sat");
        put(domains, "image-processing", "convolution-2d box-blur gaussian-blur histogram-equalization median-filter "
                + "otsu-threshold prewitt-edge rotate-90 rotate-180 sobel-edge");
        put(domains, "data-structures", "avl-tree disjoint-set-union fenwick-tree segment-tree trie");
        put(domains, "geometry", "closest-pair convex-hull point-in-polygon polygon-area");
        put(domains, "sorting", "counting-sort heap-sort merge-sort radix-sort");
        put(domains, "dynamic-programming", "knapsack-01 edit-distance lcs lis");
        put(domains, "numerical", "fft gaussian-elimination newton-raphson simpson-rule");
        put(domains, "backtracking", "n-queens permutations sudoku-solver");
        put(domains, "cryptography", "caesar-cipher sha256 vigenere-cipher");
        put(domains, "string", "kmp rabin-karp z-algorithm");
        put(domains, "number-theory", "extended-gcd modular-exponentiation sieve-of-eratosthenes");
        put(domains, "parsing", "postfix-evaluator shunting-yard");
        put(domains, "compression", "huffman-coding run-length-encoding");
        put(domains, "other", "bankers-algorithm fcfs-scheduling fifo-page-replacement lru-page-replacement "
                + "sjf-scheduling round-robin-scheduling");
        return Map.copyOf(domains);
    }

    private static void put(Map<String, String> domains, String domain, String ids) {
        for (String id : ids.split(" ")) {
            assertThat(domains.put(id, domain)).as("%s listed twice", id).isNull();
        }
    }
}
