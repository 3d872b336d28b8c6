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
 * Java, Go and Rust build the model's program once under {@code plus}: the same build runs the fixed
 * test (the model's own entry point) and the hidden tests. The fixed test must then score exactly as
 * under zero-shot, exit status included, while the hidden tests still see the program's functions.
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
                "rust", "fn main() {\n    std::process::exit(3);");
        StringBuilder responses = new StringBuilder();
        failingMains.forEach((language, failingMain) -> {
            String id = "dijkstra/" + language + "/edge_list";
            String reference = dataset.instance(id).orElseThrow().referenceSolution();
            String opening = failingMain.substring(0, failingMain.indexOf('\n'));
            assertThat(reference).as(id).contains(opening);
            String program = reference.replace(opening, failingMain);
            try {
                responses.append(JSON.writeValueAsString(Map.of("instance", id,
                        "response", "```" + language + "\n" + program + "\n```"))).append('\n');
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        List<JsonNode> lines = replayBothConditions(responses.toString(), "dijkstra", "java,go,rust");
        assertThat(lines).hasSize(6).allSatisfy(line -> assertThat(line.get("outcome").asText())
                .as(line.get("condition").asText() + " " + line.get("instance").asText() + ": "
                        + line.get("detail").asText()).isEqualTo("runtime_error"));
        assertThat(lines).filteredOn(line -> line.get("condition").asText().equals("plus"))
                .hasSize(3).allSatisfy(line -> assertThat(line.get("plus_outcome").asText())
                        .as(line.get("instance").asText() + ": " + line.get("plus_detail").asText()).isEqualTo("pass"));
    }

    @Test
    void aProgramWithoutAnEntryPointIsAStaticFailureUnderBothConditionsThoughItsFunctionsWouldRun() throws IOException {
        Map<String, String> functionsOnly = Map.of(
                "go", "package main\n\nfunc findBridges(V int, edges [][2]int) [][2]int {\n\treturn nil\n}\n",
                "rust", "fn find_bridges(v: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {\n    vec![]\n}\n");
        StringBuilder responses = new StringBuilder();
        for (Map.Entry<String, String> e : functionsOnly.entrySet()) {
            responses.append(JSON.writeValueAsString(Map.of("instance", "bridge-finding/" + e.getKey() + "/edge_list",
                    "response", "```" + e.getKey() + "\n" + e.getValue() + "```"))).append('\n');
        }
        List<JsonNode> lines = replayBothConditions(responses.toString(), "bridge-finding", "go,rust");
        assertThat(lines).hasSize(4).allSatisfy(line -> {
            assertThat(line.get("outcome").asText()).as(line.get("detail").asText()).isEqualTo("static_failure");
            assertThat(line.has("plus_outcome")).isFalse();
        });
    }

    /** Replays {@code responses} for the algorithm's edge-list variant under zero-shot and plus; the result lines. */
    private List<JsonNode> replayBothConditions(String responses, String algorithm, String languages) throws IOException {
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
}
