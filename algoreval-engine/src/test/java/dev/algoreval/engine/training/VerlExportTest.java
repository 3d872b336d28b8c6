package dev.algoreval.engine.training;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.plus.PlusRunner;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code training verl}: verl's Parquet rows, read back by an independent reader (hyparquet). */
class VerlExportTest {
    private static final Dataset DATASET = Dataset.load();
    private static final Evaluator PROMPTS = new Evaluator(PromptRenderer.load(), null, new PlusRunner(Interfaces.load(), null));

    @TempDir
    Path dir;

    @Test
    void theTrainingAndHeldOutSidesAreWrittenInVerlsColumnsAndReadBackByAnotherReader() throws Exception {
        TrainTestSplit split = TrainTestSplit.of(DATASET, 0, 22);
        split.write(dir.resolve("split.json"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        int status = TrainingCommand.run(List.of("verl", "--split", dir.resolve("split.json").toString(), "--out",
                dir.resolve("train.parquet").toString(), "--val-out", dir.resolve("val.parquet").toString(),
                "--condition", "plus"), new PrintStream(out, true, StandardCharsets.UTF_8), quiet());

        assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(split.trainInstances() + " verl training rows (condition "
                + "plus, ladder plus)").contains(split.testInstances() + " verl validation rows of held-out algorithms");
        JsonNode train = ParquetReader.read(dir.resolve("train.parquet"));
        JsonNode val = ParquetReader.read(dir.resolve("val.parquet"));

        // The columns verl reads, in the nested types its datasets loader gives them.
        Map<String, JsonNode> schema = new LinkedHashMap<>();
        train.get("schema").forEach(element -> schema.put(element.get("name").asText(), element));
        assertThat(schema.get("data_source").get("logical").asText()).isEqualTo("STRING");
        assertThat(schema.get("prompt").get("logical").asText()).isEqualTo("LIST");
        assertThat(schema.get("list").get("repetition").asText()).isEqualTo("REPEATED");
        assertThat(schema.get("reward_model").get("children").asInt()).isEqualTo(2);
        assertThat(schema.get("index").get("type").asText()).isEqualTo("INT64");
        assertThat(train.get("num_rows").asInt()).isEqualTo(split.trainInstances());
        assertThat(val.get("num_rows").asInt()).isEqualTo(split.testInstances());

        Set<String> instances = new HashSet<>();
        List<Long> indices = new ArrayList<>();
        for (JsonNode row : train.get("rows")) {
            Instance instance = DATASET.instance(row.get("reward_model").get("ground_truth").asText()).orElseThrow();
            assertThat(split.isTraining(instance)).as(instance.id()).isTrue();
            instances.add(instance.id());
            indices.add(row.get("extra_info").get("index").asLong());
        }
        assertThat(instances).hasSize(split.trainInstances());
        assertThat(indices).isSorted().startsWith(0L);
        for (JsonNode row : val.get("rows")) {
            Instance instance = DATASET.instance(row.get("reward_model").get("ground_truth").asText()).orElseThrow();
            assertThat(split.isHeldOut(instance)).as(instance.id()).isTrue();
            assertThat(row.get("extra_info").get("split").asText()).isEqualTo("test");
        }

        JsonNode first = train.get("rows").get(0);
        Instance instance = DATASET.instance(first.get("extra_info").get("instance").asText()).orElseThrow();
        Prompt prompt = PROMPTS.prompt(instance, Condition.PLUS);
        assertThat(first.get("data_source").asText()).isEqualTo("algoreval");
        assertThat(first.get("ability").asText()).isEqualTo("code");
        assertThat(first.get("reward_model").get("style").asText()).isEqualTo("rule");
        assertThat(first.get("prompt")).extracting(m -> m.get("role").asText()).containsExactly("system", "user");
        assertThat(first.get("prompt").get(0).get("content").asText()).isEqualTo(prompt.system());
        assertThat(first.get("prompt").get(1).get("content").asText()).isEqualTo(prompt.user());
        JsonNode extra = first.get("extra_info");
        assertThat(extra.get("split").asText()).isEqualTo("train");
        assertThat(extra.get("condition").asText()).isEqualTo("plus");
        assertThat(extra.get("ladder").asText()).isEqualTo("plus");
        assertThat(extra.get("group").asText()).isEqualTo(instance.algorithm().id() + "/" + instance.language().id() + "/"
                + instance.representation().id());
        Set<String> languages = new HashSet<>();
        train.get("rows").forEach(row -> languages.add(row.get("extra_info").get("language").asText()));
        assertThat(languages).as("every language is in the training rows").hasSize(7);
    }

    @Test
    void theWriterNeedsNoHadoop() {
        // The export above ran in this JVM: nothing of Hadoop is on its class path.
        assertThatThrownBy(() -> Class.forName("org.apache.hadoop.conf.Configuration"))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("org.apache.hadoop.fs.Path")).isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void conditionsAndLaddersWithoutAPromptOrAMeaningAreRefused() throws Exception {
        TrainTestSplit.of(DATASET, 0, 22).write(dir.resolve("split.json"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8);

        int snippet = TrainingCommand.run(List.of("verl", "--split", dir.resolve("split.json").toString(), "--out",
                dir.resolve("x.parquet").toString(), "--condition", "snippet"), quiet(), errors);
        int ablation = TrainingCommand.run(List.of("grpo", "--split", dir.resolve("split.json").toString(), "--out",
                dir.resolve("x.jsonl").toString(), "--condition", "ablation-name-spec"), quiet(), errors);
        int ladder = TrainingCommand.run(List.of("verl", "--split", dir.resolve("split.json").toString(), "--out",
                dir.resolve("x.parquet").toString(), "--ladder", "plus"), quiet(), errors);

        assertThat(List.of(snippet, ablation, ladder)).containsOnly(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("Invalid value for option '--condition': must be zero-shot, plus or hint, not 'snippet'")
                .contains("Invalid value for option '--condition': must be zero-shot, plus or hint, not 'ablation-name-spec'")
                .contains("the ladder 'plus' pays for hidden tests, which only the condition 'plus' runs");
        assertThat(dir.resolve("x.parquet")).doesNotExist();
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }
}
