package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.scoring.ExecutionTimeoutException;
import dev.algoreval.engine.scoring.NoCodeException;
import dev.algoreval.engine.scoring.RuntimeErrorException;
import dev.algoreval.engine.scoring.StaticFailureException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;

/** Recorded responses, replayed through the whole engine with real compilers and the real sandbox. */
class ReplayOutcomesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SORTED = "-20 -5 -5 0 0 1 3 7 7 12 12 38 45 99";

    @TempDir
    static Path dir;
    static Events tests;
    static Map<String, JsonNode> results = new HashMap<>();

    @BeforeAll
    static void replay() throws IOException {
        Map<String, String> responses = new LinkedHashMap<>();
        responses.put("merge-sort/python/default", "Merge sort splits the list in halves, sorts each half and merges them.");
        responses.put("merge-sort/c/default", "```c\n#include <stdio.h>\nint main(void) { printf(\"%d\\n\", undefined_name); }\n```");
        responses.put("merge-sort/java/default", """
                ```java
                public class Main {
                    public static void main(String[] args) {
                        int[] a = new int[3];
                        System.out.println(a[5]);
                    }
                }
                ```""");
        responses.put("bridge-finding/javascript/edge_list", """
                ```javascript
                function findBridges(V, edges) {
                  const adj = Array.from({length: V}, () => []);
                  for (const [u, v] of edges) { adj[u].push(v); adj[v].push(u); }
                  const disc = new Array(V).fill(-1), low = new Array(V).fill(0), bridges = [];
                  let time = 0;
                  function dfs(u, parent) {
                    disc[u] = low[u] = time++;
                    for (const v of adj[u]) {
                      if (v === parent) continue;
                      if (disc[v] === -1) {
                        dfs(v, u);
                        low[u] = Math.min(low[u], low[v]);
                        if (low[v] > disc[u]) bridges.push([Math.min(u, v), Math.max(u, v)]);
                      } else low[u] = Math.min(low[u], disc[v]);
                    }
                  }
                  for (let u = 0; u < V; u++) if (disc[u] === -1) dfs(u, -1);
                  return bridges;
                }
                for (const [u, v] of findBridges(5, [[0,1],[0,2],[1,2],[0,3],[3,4]])) console.log(u + " " + v);
                ```""");
        responses.put("merge-sort/rust/default", """
                <think>
                A first idea:
                ```rust
                fn main() { println!("decoy"); }
                ```
                but the answer must sort.
                </think>
                ```rust
                fn main() {
                    let mut a = vec![38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45];
                    a.sort();
                    let s: Vec<String> = a.iter().map(|x| x.to_string()).collect();
                    println!("{}", s.join(" "));
                }
                ```""");
        responses.put("merge-sort/go/default", "```go\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Print(\""
                + SORTED + "   \\r\\n\\r\\n\")\n}\n```");
        responses.put("merge-sort/cpp/default", "```cpp\nint main() { volatile unsigned long i = 0; for (;;) { i++; } }\n```");
        // Correct code, but 2 MB of it: over the limit, so it is not read; only this test pays for it.
        responses.put("bridge-finding/cpp/edge_list", "```cpp\nint main() { return 0; }\n" + "// padding\n".repeat(200_000)
                + "```");
        Path replay = dir.resolve("responses.jsonl");
        StringBuilder lines = new StringBuilder();
        for (Map.Entry<String, String> e : responses.entrySet()) {
            lines.append(JSON.writeValueAsString(Map.of("instance", e.getKey(), "response", e.getValue()))).append('\n');
        }
        Files.writeString(replay, lines);

        tests = IsolatedRuns.engine()
                .selectors(selectClass(MergeSortAndBridgesSuite.class))
                .configurationParameter(Constants.MODEL, "replay")
                .configurationParameter(Constants.REPLAY, replay.toString())
                .configurationParameter(Constants.RUN_TIMEOUT, "3")
                .configurationParameter(Constants.OUTPUT, dir.resolve("out").toString())
                .execute()
                .testEvents();
        for (String line : Files.readAllLines(dir.resolve("out/results.jsonl"))) {
            JsonNode node = JSON.readTree(line);
            results.put(node.get("instance").asText(), node);
        }
    }

    private static String outcome(String instance) {
        return results.get(instance).get("outcome").asText();
    }

    @Test
    void proseWithoutCodeIsNoCode() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/python/default"),
                finishedWithFailure(instanceOf(NoCodeException.class), message(m -> m.startsWith("no_code")))));
        assertThat(outcome("merge-sort/python/default")).isEqualTo("no_code");
    }

    @Test
    void aCompileErrorIsAStaticFailureWithTheCompilerMessage() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/c/default"),
                finishedWithFailure(instanceOf(StaticFailureException.class), message(m -> m.contains("undefined_name")))));
        assertThat(outcome("merge-sort/c/default")).isEqualTo("static_failure");
        assertThat(results.get("merge-sort/c/default").get("run_ms").asLong()).isZero();
    }

    @Test
    void anExceptionIsARuntimeError() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/java/default"),
                finishedWithFailure(instanceOf(RuntimeErrorException.class),
                        message(m -> m.contains("ArrayIndexOutOfBoundsException")))));
        assertThat(outcome("merge-sort/java/default")).isEqualTo("runtime_error");
    }

    @Test
    void aCorrectAlgorithmThatForgetsToSortIsAWrongOutputWithADiff() {
        tests.assertThatEvents().haveExactly(1, event(test("bridge-finding/javascript/edge_list"),
                finishedWithFailure(instanceOf(AssertionFailedError.class), message(m -> m.startsWith("wrong_output")))));
        JsonNode result = results.get("bridge-finding/javascript/edge_list");
        assertThat(result.get("outcome").asText()).isEqualTo("wrong_output");
        assertThat(result.get("stdout").asText()).isEqualTo("3 4\n0 3\n");
        AssertionFailedError failure = (AssertionFailedError) tests.failed().stream()
                .filter(e -> e.getTestDescriptor().getDisplayName().equals("bridge-finding/javascript/edge_list"))
                .findFirst().orElseThrow().getRequiredPayload(org.junit.platform.engine.TestExecutionResult.class)
                .getThrowable().orElseThrow();
        assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("0 3\n3 4\n");
        assertThat(failure.getActual().getStringRepresentation()).isEqualTo("3 4\n0 3\n");
    }

    @Test
    void aDecoyInsideTheReasoningTraceIsIgnored() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/rust/default"), finishedSuccessfully()));
        assertThat(results.get("merge-sort/rust/default").get("exact_match").asBoolean()).isTrue();
    }

    @Test
    void trailingSpacesAndCrlfStillPassButAreNotAnExactMatch() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/go/default"), finishedSuccessfully()));
        assertThat(outcome("merge-sort/go/default")).isEqualTo("pass");
        assertThat(results.get("merge-sort/go/default").get("exact_match").asBoolean()).isFalse();
    }

    @Test
    void anEndlessLoopTimesOut() {
        tests.assertThatEvents().haveExactly(1, event(test("merge-sort/cpp/default"),
                finishedWithFailure(instanceOf(ExecutionTimeoutException.class), message(m -> m.startsWith("timeout")))));
        assertThat(results.get("merge-sort/cpp/default").get("run_ms").asLong()).isBetween(3000L, 8000L);
        JsonNode limit = results.get("merge-sort/cpp/default").get("time_limit");
        assertThat(limit.get("limit_ms").asLong()).isEqualTo(3000L);
        assertThat(limit.get("timeout_reruns").asInt()).as("run once more before it counts").isEqualTo(1);
        assertThat(limit.get("margin").asDouble()).isZero();
    }

    @Test
    void anOversizedResponseIsNotReadAndIsThatTestsNoCodeWithTheReason() {
        tests.assertThatEvents().haveExactly(1, event(test("bridge-finding/cpp/edge_list"),
                finishedWithFailure(instanceOf(NoCodeException.class),
                        message(m -> m.startsWith("no_code: the recorded response (line 8 of ") && m.contains("bytes) exceeds the 1 MiB limit")))));
        JsonNode result = results.get("bridge-finding/cpp/edge_list");
        assertThat(result.get("outcome").asText()).isEqualTo("no_code");
        assertThat(result.get("detail").asText()).containsPattern(", 24\\d{5} bytes\\)").contains("not read");
        assertThat(result.path("code").isTextual()).as("no code was extracted").isFalse();
    }

    @Test
    void instancesWithoutARecordedResponseAreSkippedWithTheReason() {
        tests.assertThatEvents().haveExactly(1, event(test("bridge-finding/python/edge_list"),
                skippedWithReason(r -> r.contains("no recorded response"))));
        assertThat(tests.skipped().count()).isEqualTo(14 - 8);
        assertThat(outcome("bridge-finding/python/edge_list")).isEqualTo("skipped");
    }

    @Test
    void everyFinishedOrSkippedTestHasExactlyOneResultLine() {
        assertThat(results).hasSize(14);
        assertThat(tests.started().count() + tests.skipped().count()).isEqualTo(14);
    }
}
