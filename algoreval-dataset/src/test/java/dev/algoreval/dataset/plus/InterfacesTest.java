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
    void everyGraphVariantHasAnInterfaceWithThePromptsNameAndParameters() {
        Interfaces interfaces = Interfaces.load();
        int graphs = 0;
        int count = 0;
        for (Algorithm algorithm : DATASET.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                String at = algorithm.id() + "/" + variant.representation().id();
                Optional<Api> found = interfaces.of(algorithm.id(), variant.representation());
                if (algorithm.domain() == Domain.GRAPH) {
                    assertThat(found).as(at + ": no interface in plus.yaml").isPresent();
                    graphs++;
                }
                if (found.isEmpty()) {
                    continue;
                }
                Api api = found.get();
                Matcher m = DECLARED.matcher(variant.requirements().get(0));
                assertThat(m.find()).as(at + ": requirement names the interface").isTrue();
                List<String> promptParams = m.group(2).isBlank() ? List.of() : List.of(m.group(2).split(",\\s*"));
                String name = api instanceof Api.Function f ? f.method().name() : ((Api.ClassApi) api).name();
                List<Param> params = api instanceof Api.Function f ? f.method().params() : ((Api.ClassApi) api).constructor();
                assertThat(name).as(at + ": name").isEqualTo(m.group(1));
                assertThat(params).extracting(Param::name).as(at + ": parameter names").containsExactlyElementsOf(promptParams);
                count++;
            }
        }
        assertThat(graphs).isEqualTo(56);
        assertThat(interfaces.all()).hasSize(count);
    }

    /**
     * Each of several functions is introduced by the prompt as {@code name(params)} in the requirement
     * that first names it, which says "Implement" ("Implement caesarEncrypt(text, shift) and
     * caesarDecrypt(text, shift)", or one "Implement" per function).
     */
    @Test
    void severalFunctionsHaveThePromptsNamesAndParameters() {
        Interfaces interfaces = Interfaces.load();
        for (Algorithm algorithm : DATASET.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                String at = algorithm.id() + "/" + variant.representation().id();
                if (!(interfaces.of(algorithm.id(), variant.representation()).orElse(null) instanceof Api.Functions fs)) {
                    continue;
                }
                for (Method function : fs.functions()) {
                    String introduction = variant.requirements().stream()
                            .filter(r -> Pattern.compile("\\b" + function.name() + "\\(").matcher(r).find()).findFirst()
                            .orElseThrow(() -> new AssertionError(at + ": no requirement names " + function.name()));
                    assertThat(introduction).as(at + ": the requirement introducing " + function.name()).contains("Implement");
                    String params = function.params().stream().map(Param::name).collect(java.util.stream.Collectors.joining(", "));
                    assertThat(introduction).as(at + ": " + function.name() + "'s parameters")
                            .contains(function.name() + "(" + params + ")");
                }
            }
        }
    }

    @Test
    void severalFunctionsAreReadInOrderAndMustBeDistinct(@TempDir Path dir) throws IOException {
        write(dir, "caesar-cipher", "variants:\n  default:\n    functions:\n"
                + "      - \"caesarEncrypt(text: string, shift: int) -> string\"\n"
                + "      - \"caesarDecrypt(text: string, shift: int) -> string\"\n");
        Api api = load(dir).of("caesar-cipher", dev.algoreval.dataset.Representation.DEFAULT).orElseThrow();
        assertThat(api).isInstanceOf(Api.Functions.class);
        assertThat(api.entryNames()).containsExactly("caesarEncrypt", "caesarDecrypt");
        assertThat(api.callables()).extracting(Method::text).containsExactly(
                "caesarEncrypt(text: string, shift: int) -> string", "caesarDecrypt(text: string, shift: int) -> string");
        write(dir, "caesar-cipher", "variants:\n  default:\n    functions:\n"
                + "      - \"caesarEncrypt(text: string, shift: int) -> string\"\n      - \"caesarDecrypt(text: strin) -> string\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.default.functions[1]': unknown type 'strin'");
        write(dir, "caesar-cipher", "variants:\n  default:\n    functions:\n"
                + "      - \"f(a: int) -> int\"\n      - \"f(b: int) -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.default.functions': function 'f' appears twice");
        write(dir, "caesar-cipher", "variants:\n  default:\n    functions:\n      - \"f(a: int) -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("at least two functions");
        write(dir, "caesar-cipher", "variants:\n  default:\n    function: \"f(a: int) -> int\"\n    functions:\n"
                + "      - \"g(a: int) -> int\"\n      - \"h(a: int) -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("needs exactly one of 'function', 'functions' or 'class'");
        write(dir, "caesar-cipher", "variants:\n  default:\n    functions:\n      - \"g(a: int) -> int\"\n"
                + "      - \"h(a: int) -> int\"\n    methods:\n      - \"m() -> int\"\n");
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("field 'variants.default.methods': belongs to a 'class'");
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
        assertThatThrownBy(() -> load(dir)).hasMessageContaining("needs exactly one of 'function', 'functions' or 'class'");
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
