package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;

/**
 * The conditions through the whole engine, {@code plus} above all: real Python driver, real sandbox,
 * real hidden tests.
 */
class PlusRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BRIDGES = "bridge-finding/python/edge_list";

    @TempDir
    Path dir;

    @Test
    void referencesPassEveryConditionWithTheirHiddenTestsUnderPlus() throws IOException {
        Events events = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "zero-shot,plus,hint")
                .configurationParameter(Constants.OUTPUT, dir.toString())
                .execute().testEvents();
        events.assertStatistics(stats -> stats.succeeded(6).failed(0));
        List<JsonNode> lines = OutputDirectoryRunTest.lines(dir);
        assertThat(lines).extracting(l -> l.get("condition").asText() + " " + l.get("instance").asText())
                .containsExactlyInAnyOrder("zero-shot merge-sort/python/default", "zero-shot " + BRIDGES, "plus merge-sort/python/default",
                        "plus " + BRIDGES,
                        "hint merge-sort/python/default", "hint " + BRIDGES);
        String report = Files.readString(dir.resolve("report.html"));
        assertThat(report).contains("reference [hint]").contains("reference [plus]")
                .contains("<h2>Prompt conditions against zero-shot</h2>")
                .contains("<tr><td>reference [hint]</td><td>reference</td><td class=\"num\">2</td>")
                .contains("<tr><td>reference [plus]</td><td>reference</td><td class=\"num\">2</td>");
        JsonNode plus = lines.stream().filter(l -> l.get("condition").asText().equals("plus"))
                .filter(l -> l.get("instance").asText().equals(BRIDGES)).findFirst().orElseThrow();
        assertThat(plus.get("outcome").asText()).isEqualTo("pass");
        assertThat(plus.get("plus_outcome").asText()).isEqualTo("pass");
        assertThat(plus.get("plus_passed").asInt()).isEqualTo(plus.get("plus_total").asInt()).isGreaterThanOrEqualTo(10);
        assertThat(lines).filteredOn(l -> !l.get("condition").asText().equals("plus"))
                .allSatisfy(l -> assertThat(l.has("plus_outcome")).isFalse());
        assertThat(events.list()).allSatisfy(e -> assertThat(e.getTestDescriptor().getUniqueId().toString())
                .contains("[condition:"));
    }

    @Test
    void snippetRunsRecordWhichSnippetEachPromptCarriedOrThatTheCorpusHadNone() throws IOException {
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("bridge-finding"));
        Files.writeString(corpus.resolve("bridge-finding/python.py"), "def bridges(graph):\n    return []\n");
        Events events = IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "snippet")
                .configurationParameter(Constants.SNIPPETS, corpus.toString())
                .configurationParameter(Constants.OUTPUT, dir.resolve("out").toString())
                .execute().testEvents();
        events.assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(OutputDirectoryRunTest.lines(dir.resolve("out")))
                .extracting(l -> l.get("condition").asText() + " " + l.get("instance").asText() + ": " + l.get("context").asText())
                .containsExactlyInAnyOrder("snippet " + BRIDGES + ": snippet bridge-finding/python.py",
                        "snippet merge-sort/python/default: no snippet in the corpus: zero-shot prompt");
    }

    @Test
    void aProgramThatOnlyHandlesTheFixedTestPassesBaseAndFailsPlusOnItsFirstFailingInput() throws IOException {
        // Right on the prompt's connected graph, but it never starts a search outside vertex 0's component.
        String oneComponent = """
                ```python
                def findBridges(V, edges):
                    adj = [[] for _ in range(V)]
                    for u, v in edges:
                        adj[u].append(v)
                        adj[v].append(u)
                    disc, low, out = [-1] * V, [0] * V, []
                    def dfs(u, parent, t):
                        disc[u] = low[u] = t
                        for v in adj[u]:
                            if v == parent:
                                continue
                            if disc[v] == -1:
                                dfs(v, u, t + 1)
                                low[u] = min(low[u], low[v])
                                if low[v] > disc[u]:
                                    out.append([min(u, v), max(u, v)])
                            else:
                                low[u] = min(low[u], disc[v])
                    if V:
                        dfs(0, -1, 0)
                    return out

                if __name__ == "__main__":
                    for u, v in sorted(findBridges(5, [[0, 1], [0, 2], [1, 2], [0, 3], [3, 4]])):
                        print(u, v)
                ```""";
        Events events = replay(oneComponent);
        events.assertThatEvents().haveExactly(1, event(test(BRIDGES), finishedWithFailure(
                instanceOf(AssertionFailedError.class), message(m -> m.startsWith("wrong_output (plus): " + BRIDGES)
                        && m.contains("hidden test") && m.contains("input: ")))));
        JsonNode line = OutputDirectoryRunTest.lines(dir.resolve("out")).stream()
                .filter(l -> l.get("instance").asText().equals(BRIDGES)).findFirst().orElseThrow();
        assertThat(line.get("outcome").asText()).isEqualTo("pass");
        assertThat(line.get("plus_outcome").asText()).isEqualTo("wrong_output");
        assertThat(line.get("plus_passed").asInt()).isLessThan(line.get("plus_total").asInt());
        JsonNode all = null;
        for (JsonNode row : JSON.readTree(dir.resolve("out/summary.json").toFile()).get("rows")) {
            if (row.get("language").asText().equals("ALL")) {
                all = row;
            }
        }
        assertThat(all).isNotNull();
        assertThat(all.get("model").asText()).isEqualTo("replay [plus]");
        assertThat(all.get("passed").asInt()).isZero();
        assertThat(all.get("base_passed").asInt()).isEqualTo(1);
        assertThat(all.get("plus_rejects").asInt()).isEqualTo(1);
        assertThat(Files.readString(dir.resolve("out/report.html")))
                .contains("AlgoREval+: base vs. hidden tests").contains("replay [plus]");
    }

    @Test
    void aProgramThatPrintsTheExpectedOutputLiterallyPassesBaseAndFailsPlus() throws IOException {
        Events events = replay("```python\nprint('0 3')\nprint('3 4')\n```");
        events.assertThatEvents().haveExactly(1, event(test(BRIDGES), finishedWithFailure(
                message(m -> m.startsWith("static_failure (plus)") && m.contains("def findBridges(")))));
        JsonNode line = OutputDirectoryRunTest.lines(dir.resolve("out")).stream()
                .filter(l -> l.get("instance").asText().equals(BRIDGES)).findFirst().orElseThrow();
        assertThat(line.get("outcome").asText()).isEqualTo("pass");
        assertThat(line.get("plus_outcome").asText()).isEqualTo("static_failure");
    }

    private Events replay(String response) throws IOException {
        Path file = dir.resolve("responses.jsonl");
        Files.writeString(file, JSON.writeValueAsString(Map.of("instance", BRIDGES, "response", response)) + "\n");
        return IsolatedRuns.engine().selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.MODEL, "replay")
                .configurationParameter(Constants.REPLAY, file.toString())
                .configurationParameter(Constants.LANGUAGES, "python")
                .configurationParameter(Constants.CONDITIONS, "plus")
                .configurationParameter(Constants.OUTPUT, dir.resolve("out").toString())
                .execute().testEvents();
    }
}
