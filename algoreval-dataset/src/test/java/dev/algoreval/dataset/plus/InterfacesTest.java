package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Variant;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InterfacesTest {
    private static final Dataset DATASET = Dataset.load();
    /** "Implement findBridges(V, edges) ..." or "Provide a class BipGraph(m, n) with:" */
    private static final Pattern DECLARED = Pattern.compile("(?:Implement|class) (\\w+)\\(([^)]*)\\)");

    @Test
    void everyGraphVariantHasAnInterfaceAndEveryInterfaceHasThePromptsNameAndParameters() {
        Interfaces interfaces = Interfaces.load();
        int count = 0;
        int otherDomains = 0;
        for (Algorithm algorithm : DATASET.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                String at = algorithm.id() + "/" + variant.representation().id();
                // Every graph variant has an interface; the other domains' interfaces are checked where they exist.
                Optional<Api> declared = interfaces.of(algorithm.id(), variant.representation());
                if (algorithm.domain() != Domain.GRAPH) {
                    if (declared.isEmpty()) {
                        continue;
                    }
                    otherDomains++;
                } else {
                    count++;
                }
                Api api = declared.orElseThrow(() -> new AssertionError(at + ": no interface in plus.yaml"));
                Matcher m = DECLARED.matcher(variant.requirements().get(0));
                assertThat(m.find()).as(at + ": requirement names the interface").isTrue();
                List<String> promptParams = m.group(2).isBlank() ? List.of() : List.of(m.group(2).split(",\\s*"));
                String name = api instanceof Api.Function f ? f.method().name() : ((Api.ClassApi) api).name();
                List<Param> params = api instanceof Api.Function f ? f.method().params() : ((Api.ClassApi) api).constructor();
                assertThat(name).as(at + ": name").isEqualTo(m.group(1));
                assertThat(params).extracting(Param::name).as(at + ": parameter names").containsExactlyElementsOf(promptParams);
            }
        }
        assertThat(count).isEqualTo(56);
        assertThat(interfaces.all()).hasSize(56 + otherDomains);
    }

    @Test
    void aMalformedTypeNamesTheFileAndTheField(@TempDir Path dir) throws IOException {
        write(dir, "dijkstra", "variants:\n  edge_list:\n    function: \"dijkstra(n: index, edges: list<triple<int>>) -> list<long>\"\n");
        assertThatThrownBy(() -> load(dir)).isInstanceOf(DatasetException.class)
                .hasMessageStartingWith("algoreval/algorithms/dijkstra/plus.yaml: field 'variants.edge_list.function': unknown type 'triple'");
    }

    @Test
    void aMalformedMethodNamesItsIndex(@TempDir Path dir) throws IOException {
        write(dir, "hopcroft-karp", "variants:\n  edge_list:\n    class: \"BipGraph(m: index, n: index)\"\n    methods:\n"
                + "      - \"addEdge(u: index, v: index)\"\n      - \"hopcroftKarp() -> integer\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.edge_list.methods[1]': unknown type 'integer'");
    }

    @Test
    void unknownKeysRepresentationsAndMissingPartsAreRejected(@TempDir Path dir) throws IOException {
        write(dir, "dijkstra", "variants:\n  edge_list:\n    funtion: \"dijkstra() -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("dijkstra/plus.yaml: field 'variants.edge_list.funtion'");
        write(dir, "dijkstra", "variants:\n  incidence_matrix:\n    function: \"dijkstra() -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.incidence_matrix': algorithm 'dijkstra' has no variant");
        write(dir, "dijkstra", "variants:\n  edge_list:\n    class: \"G()\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.edge_list.methods': is required for a class");
        write(dir, "dijkstra", "variants:\n  edge_list: {}\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("needs exactly one of 'function' or 'class'");
    }

    private static void write(Path dir, String algorithm, String yaml) throws IOException {
        Path file = dir.resolve("algoreval/algorithms/" + algorithm + "/plus.yaml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, yaml);
    }

    private static Interfaces load(Path dir) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
            return Interfaces.load(DATASET, loader);
        }
    }
}
