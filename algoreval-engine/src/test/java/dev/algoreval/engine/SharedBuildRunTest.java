package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every compiled language builds the model's program once under {@code plus}: the same build runs the
 * fixed test (the model's own entry point) and the hidden tests. The fixed test must then score
 * exactly as under zero-shot, exit status included, while the hidden tests still see the program's
 * functions. C and C++ have tests of their own too ({@link NativeSharedBuildRunTest}).
 */
class SharedBuildRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void aMainThatFailsFailsTheFixedTestUnderBothConditionsWhileItsFunctionsPassTheHiddenTests() throws IOException {
        Dataset dataset = Dataset.load();
        Map<String, String> failingMains = Map.of(
                "java", "public static void main(String[] args) {\n        System.exit(3);",
                "go", "func main() {\n\tpanic(\"the fixed test fails here\")",
                "rust", "fn main() {\n    std::process::exit(3);",
                "c", "int main(void) {\n    return 3;",
                "cpp", "int main() {\n    return 3;");
        StringBuilder responses = new StringBuilder();
        failingMains.forEach((language, failingMain) -> {
            String id = "dijkstra/" + language + "/edge_list";
            String reference = dataset.instance(id).orElseThrow().referenceSolution();
            String opening = failingMain.substring(0, failingMain.indexOf('\n'));
            assertThat(reference).as(id).contains(opening);
            responses.append(response(id, language, reference.replace(opening, failingMain)));
        });
        List<JsonNode> lines = replayBothConditions(responses.toString(), "dijkstra", "java,go,rust,c,cpp");
        assertThat(lines).hasSize(10).allSatisfy(line -> assertThat(line.get("outcome").asText())
                .as(line.get("condition").asText() + " " + line.get("instance").asText() + ": "
                        + line.get("detail").asText()).isEqualTo("runtime_error"));
        assertThat(lines).filteredOn(line -> line.get("condition").asText().equals("plus"))
                .hasSize(5).allSatisfy(line -> assertThat(line.get("plus_outcome").asText())
                        .as(line.get("instance").asText() + ": " + line.get("plus_detail").asText()).isEqualTo("pass"));
    }

    @Test
    void aProgramWithoutAnEntryPointIsAStaticFailureUnderBothConditionsThoughItsFunctionsWouldRun() throws IOException {
        Map<String, String> functionsOnly = Map.of(
                "go", "package main\n\nfunc findBridges(V int, edges [][2]int) [][2]int {\n\treturn nil\n}\n",
                "rust", "fn find_bridges(v: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {\n    vec![]\n}\n",
                "c", "int **findBridges(int V, const int edges[][2], int edgesSize, int *returnSize, int **returnColumnSizes) {\n"
                        + "    *returnSize = 0;\n    return 0;\n}\n",
                "cpp", "#include <utility>\n#include <vector>\n"
                        + "std::vector<std::pair<int, int>> findBridges(int V, const std::vector<std::pair<int, int>>& edges) {\n"
                        + "    return {};\n}\n");
        StringBuilder responses = new StringBuilder();
        for (Map.Entry<String, String> e : functionsOnly.entrySet()) {
            responses.append(response("bridge-finding/" + e.getKey() + "/edge_list", e.getKey(), e.getValue()));
        }
        List<JsonNode> lines = replayBothConditions(responses.toString(), "bridge-finding", "go,rust,c,cpp");
        assertThat(lines).hasSize(8).allSatisfy(line -> {
            assertThat(line.get("outcome").asText()).as(line.get("detail").asText()).isEqualTo("static_failure");
            assertThat(line.has("plus_outcome")).isFalse();
        });
    }

    private List<JsonNode> replayBothConditions(String responses, String algorithm, String languages) throws IOException {
        return replayBothConditions(dir, responses, algorithm, languages);
    }

    /** Replays {@code responses} for the algorithm's edge-list variant under zero-shot and plus; the result lines. */
    static List<JsonNode> replayBothConditions(Path dir, String responses, String algorithm, String languages)
            throws IOException {
        Path replay = Files.createTempFile(dir, "responses", ".jsonl");
        Files.writeString(replay, responses);
        Path out = Files.createTempDirectory(dir, "out");
        IsolatedRuns.engine().selectors(selectClass(AllInstancesSuite.class))
                .configurationParameter(Constants.MODEL, "replay")
                .configurationParameter(Constants.REPLAY, replay.toString())
                .configurationParameter(Constants.ALGORITHMS, algorithm)
                .configurationParameter(Constants.REPRESENTATIONS, "edge_list")
                .configurationParameter(Constants.LANGUAGES, languages)
                .configurationParameter(Constants.CONDITIONS, "zero-shot,plus")
                .configurationParameter(Constants.OUTPUT, out.toString())
                .execute();
        return OutputDirectoryRunTest.lines(out);
    }

    /** One replayed response: the instance and the program in a fenced block of its language. */
    static String response(String instance, String language, String program) {
        try {
            return JSON.writeValueAsString(Map.of("instance", instance, "response", "```" + language + "\n" + program
                    + "\n```")) + "\n";
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
