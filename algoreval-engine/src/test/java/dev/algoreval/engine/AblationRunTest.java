package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.ablation.AblationInstances;
import dev.algoreval.dataset.ablation.AblationProblem;
import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.Events;

/**
 * The name/spec ablation (paper Appendix L) through the engine: every reference passes in every
 * language (one condition: the reference ignores the prompt) and in every condition (Python), and a
 * program that follows the swapped rule fails every condition, the wrong-spec one included, because
 * each is scored against the correct output. The report has Figure 20's tables.
 */
class AblationRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyReferencePassesInEveryLanguage() throws Exception {
        Events tests = run("ablation-name-spec", Map.of(), "all-languages");

        tests.assertStatistics(stats -> stats.started(12 * 7).succeeded(12 * 7));
        assertThat(results("all-languages")).allSatisfy(r -> assertThat(r.get("instance").asText()).startsWith("ablation-"));
    }

    @Test
    void theReferencesPassUnderEveryConditionAndTheReportShowsFigure20() throws Exception {
        Events tests = run("ablation", Map.of(Constants.LANGUAGES, "python"), "python");

        // Six novel problems under six conditions, six known ones asked with and without their name.
        tests.assertStatistics(stats -> stats.started(6 * 6 + 6 * 2).succeeded(6 * 6 + 6 * 2));
        assertThat(results("python")).extracting(r -> r.get("condition").asText()).containsOnly("ablation-name-format",
                "ablation-name-spec", "ablation-spec-only", "ablation-wrong-name", "ablation-fake-name", "ablation-wrong-spec");
        String report = Files.readString(dir.resolve("python/report.html"));
        assertThat(report).contains("id=\"ablation-table\"").contains("id=\"ablation-problems-table\"")
                .contains("Wrong Spec (moderate)");
    }

    @Test
    void aProgramThatFollowsTheSwappedRuleFailsEveryConditionTheWrongSpecOneIncluded() throws Exception {
        Path replay = dir.resolve("responses.jsonl");
        StringBuilder lines = new StringBuilder();
        for (AblationProblem problem : AblationInstances.problems()) {
            lines.append(JSON.writeValueAsString(Map.of("instance", AblationInstances.PREFIX + problem.id()
                    + "/python/default", "response", "```python\n" + problem.wrongSpecProgram() + "```"))).append('\n');
        }
        Files.writeString(replay, lines);

        Events tests = run("ablation-wrong-spec,ablation-name-spec", Map.of(Constants.MODEL, "replay", Constants.REPLAY,
                replay.toString(), Constants.LANGUAGES, "python"), "replay");

        tests.assertStatistics(stats -> stats.started(6 + 12).failed(6 + 12));
        assertThat(results("replay")).extracting(r -> r.get("outcome").asText()).containsOnly("wrong_output");
    }

    private Events run(String conditions, Map<String, String> extra, String out) {
        var builder = IsolatedRuns.engine().selectors(selectClass(AllInstancesSuite.class))
                .configurationParameter(Constants.MODEL, "reference")
                .configurationParameter(Constants.CONDITIONS, conditions)
                .configurationParameter(Constants.OUTPUT, dir.resolve(out).toString());
        extra.forEach(builder::configurationParameter);
        return builder.execute().testEvents();
    }

    private List<JsonNode> results(String out) throws IOException {
        return Files.readAllLines(dir.resolve(out + "/results.jsonl")).stream().map(line -> {
            try {
                return JSON.readTree(line);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }
}
