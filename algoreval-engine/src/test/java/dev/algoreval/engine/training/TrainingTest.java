package dev.algoreval.engine.training;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.engine.MapConfiguration;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.report.ResultsReader;
import dev.algoreval.engine.results.ResultRecord;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The algorithm-level split, the SFT and GRPO exports, and evaluating on the held-out side. */
class TrainingTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Dataset DATASET = Dataset.load();

    @TempDir
    Path dir;

    @Test
    void theSplitHoldsOutWholeAlgorithmsAndIsTheSameForTheSameSeed() {
        TrainTestSplit split = TrainTestSplit.of(DATASET, 0, 22);

        assertThat(split.test()).hasSize(22);
        assertThat(split.train()).hasSize(DATASET.algorithms().size() - 22).doesNotContainAnyElementsOf(split.test());
        assertThat(split.trainInstances() + split.testInstances()).isEqualTo(DATASET.instances().size());
        for (Instance instance : DATASET.instances()) {
            assertThat(split.isTraining(instance)).as(instance.id()).isNotEqualTo(split.isHeldOut(instance));
        }
        assertThat(TrainTestSplit.of(DATASET, 0, 22)).isEqualTo(split);
        assertThat(TrainTestSplit.of(DATASET, 1, 22).test()).isNotEqualTo(split.test());
        assertThatThrownBy(() -> TrainTestSplit.of(DATASET, 0, 77)).hasMessageContaining("hold out 1 to 76");
    }

    @Test
    void theSplitCommandWritesThePapersSplitAndKFurtherOnesThatReadBack() throws Exception {
        int status = TrainingCommand.run(List.of("split", "--out", dir.toString(), "--k", "3"), quiet(), quiet());

        assertThat(status).isZero();
        Set<List<String>> heldOut = new HashSet<>();
        for (int k = 0; k <= 3; k++) {
            TrainTestSplit split = TrainTestSplit.read(dir.resolve("split-" + k + ".json"));
            assertThat(split).isEqualTo(TrainTestSplit.of(DATASET, k, 22));
            heldOut.add(split.test());
        }
        assertThat(heldOut).as("four different splits").hasSize(4);
        assertThatThrownBy(() -> TrainTestSplit.read(Files.writeString(dir.resolve("x.json"), "[]")))
                .hasMessageContaining("x.json is not a split");
    }

    @Test
    void sftKeepsOnlyRewardOneOnTrainingAlgorithmsInChatFormatWithTheBenchmarksPrompt() throws Exception {
        TrainTestSplit split = TrainTestSplit.of(DATASET, 0, 22);
        Instance train = firstPython(split, true);
        Instance heldOut = firstPython(split, false);
        Path results = Files.writeString(dir.resolve("results.jsonl"), String.join("\n",
                line(train, 0, "pass", true, "print(1)"),
                line(train, 1, "pass", true, "print(1)"),
                line(train, 2, "pass", false, "print(2)"),
                line(train, 3, "wrong_output", false, "print(3)"),
                line(heldOut, 0, "pass", true, "print(4)")) + "\n");
        List<ResultRecord> records = ResultsReader.read(results).get(0).results();

        TrainingExports.Written written = new TrainingExports(DATASET).sft(records, split, dir.resolve("sft.jsonl"));

        List<JsonNode> lines = read(dir.resolve("sft.jsonl"));
        assertThat(lines).hasSize(1);
        assertThat(written.skipped()).containsEntry("reward below 1.0", 2).containsEntry("held-out algorithm", 1)
                .containsEntry("duplicate completion", 1);
        JsonNode messages = lines.get(0).get("messages");
        assertThat(messages).extracting(m -> m.get("role").asText()).containsExactly("system", "user", "assistant");
        assertThat(messages.get(1).get("content").asText()).isEqualTo(PromptRenderer.load().render(train).user());
        assertThat(messages.get(2).get("content").asText()).isEqualTo("```python\nprint(1)\n```");
        assertThat(lines.get(0).get("instance").asText()).isEqualTo(train.id());
    }

    @Test
    void grpoHasOnePromptPerTrainingInstanceGroupedByAlgorithmLanguageAndRepresentation() throws Exception {
        TrainTestSplit split = TrainTestSplit.of(DATASET, 0, 22);

        new TrainingExports(DATASET).grpo(split, Condition.ZERO_SHOT, dir.resolve("grpo.jsonl"));

        List<JsonNode> lines = read(dir.resolve("grpo.jsonl"));
        assertThat(lines).hasSize(split.trainInstances());
        Set<String> groups = new HashSet<>();
        for (JsonNode line : lines) {
            Instance instance = DATASET.instance(line.get("instance").asText()).orElseThrow();
            assertThat(split.isTraining(instance)).isTrue();
            assertThat(line.get("prompt").get(1).get("content").asText())
                    .isEqualTo(PromptRenderer.load().render(instance).user());
            groups.add(line.get("group").asText());
        }
        assertThat(groups).hasSize(lines.size());
    }

    @Test
    void aSplitFileNarrowsABenchmarkRunToTheHeldOutAlgorithms() throws Exception {
        TrainTestSplit split = TrainTestSplit.of(DATASET, 0, 22);
        Path file = dir.resolve("split.json");
        split.write(file);

        AlgorevalConfiguration config = AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.split",
                file.toString())));

        List<Instance> selected = DATASET.instances().stream().filter(config.filter()::accepts).toList();
        assertThat(selected).hasSize(split.testInstances()).allMatch(split::isHeldOut);
        assertThatThrownBy(() -> AlgorevalConfiguration.from(new MapConfiguration(Map.of("algoreval.split",
                file.toString(), "algoreval.algorithms", split.train().get(0))))).hasMessageContaining("none in common");
    }

    private static Instance firstPython(TrainTestSplit split, boolean training) {
        return DATASET.instances().stream().filter(i -> i.language().id().equals("python"))
                .filter(i -> split.isTraining(i) == training).findFirst().orElseThrow();
    }

    private static String line(Instance instance, int sample, String outcome, boolean exact, String code)
            throws IOException {
        return JSON.writeValueAsString(Map.of("instance", instance.id(), "model", "m", "outcome", outcome,
                "exact_match", exact, "code", code, "condition", "zero-shot", "sample", sample));
    }

    private static List<JsonNode> read(Path file) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }
}
