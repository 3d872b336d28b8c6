package dev.algoreval.engine.reward;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.training.ParquetReader;
import dev.algoreval.engine.training.TrainingExports;
import dev.algoreval.toolchains.SandboxMode;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trainer recipes in examples/trainers, run by plain Python (no trainer installed) the way each trainer calls
 * them, against the real reward service on a loopback port, on the rows the training exports write: a reference
 * completion earns 1.0 and a wrong one a low reward through every recipe, and under load the client rides out 429.
 */
class TrainerRecipesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path CHECKS = Path.of("../examples/trainers/checks").toAbsolutePath().normalize();
    private static final Dataset DATASET = Dataset.load();
    /** What each case's completion earns, in order: reference, wrong, reference, wrong, reference, printer under plus. */
    private static final List<Double> EXPECTED = List.of(1.0, 0.3, 1.0, 0.3, 1.0, 0.0);

    @TempDir
    static Path dir;
    private static Path python;
    private static Rewarder rewarder;
    private static RewardService service;
    private static Map<String, JsonNode> grpoRows;
    private static Map<String, JsonNode> verlRows;

    @BeforeAll
    static void start() throws Exception {
        python = realPython();
        rewarder = Rewarder.open(SandboxMode.BWRAP, 2, Duration.ofSeconds(10), Optional.empty());
        service = RewardService.start(rewarder, new RewardService.Settings("127.0.0.1", 0, 2, 4, 16, 100_000, 1 << 22,
                RewardLadder.PAPER));
        // Every algorithm on the training side but one, so that the cases' instances are exported.
        List<String> train = DATASET.algorithms().stream().map(Algorithm::id).filter(id -> !id.equals("lis")).toList();
        TrainTestSplit split = new TrainTestSplit(0, 1, train, List.of("lis"), 0, 0);
        TrainingExports exports = new TrainingExports(DATASET);
        exports.grpo(split, Condition.ZERO_SHOT, dir.resolve("grpo.jsonl"));
        exports.grpo(split, Condition.PLUS, dir.resolve("grpo-plus.jsonl"));
        exports.verl(split, Condition.ZERO_SHOT, RewardLadder.Kind.BASE, false, dir.resolve("train.parquet"));
        exports.verl(split, Condition.PLUS, RewardLadder.Kind.PLUS, false, dir.resolve("train-plus.parquet"));
        grpoRows = new HashMap<>();
        for (String file : List.of("grpo.jsonl", "grpo-plus.jsonl")) {
            for (String line : Files.readAllLines(dir.resolve(file))) {
                JsonNode row = JSON.readTree(line);
                grpoRows.put(row.get("condition").asText() + " " + row.get("instance").asText(), row);
            }
        }
        verlRows = new HashMap<>();
        for (String file : List.of("train.parquet", "train-plus.parquet")) {
            for (JsonNode row : ParquetReader.read(dir.resolve(file)).get("rows")) {
                verlRows.put(row.get("extra_info").get("condition").asText() + " "
                        + row.get("reward_model").get("ground_truth").asText(), row);
            }
        }
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
        if (rewarder != null) {
            rewarder.close();
        }
    }

    @Test
    void trlGetsFullRewardForAReferenceAndALowOneForAWrongCompletion() throws Exception {
        JsonNode answer = check("trl_check.py", url(service), cases(grpoRows));

        assertThat(answer.get("rewards")).extracting(JsonNode::asDouble).containsExactlyElementsOf(EXPECTED);
    }

    @Test
    void verlGetsTheSameThroughBothOfItsRewardManagersOnTheExportedParquetRows() throws Exception {
        JsonNode answer = check("verl_check.py", url(service), cases(verlRows));

        assertThat(answer.get("single")).extracting(JsonNode::asDouble).containsExactlyElementsOf(EXPECTED);
        assertThat(answer.get("batch")).extracting(JsonNode::asDouble).containsExactlyElementsOf(EXPECTED);
    }

    @Test
    void openRlhfGetsTheSameWithLabelsAndWithPromptsAlone() throws Exception {
        JsonNode answer = check("openrlhf_check.py", url(service) + "/openrlhf/reward", cases(grpoRows));

        assertThat(answer.get("with_labels")).extracting(JsonNode::asDouble).containsExactlyElementsOf(EXPECTED);
        assertThat(answer.get("without_labels")).extracting(JsonNode::asDouble).containsExactlyElementsOf(EXPECTED);
    }

    @Test
    void underLoadTheClientRidesOut429AndEveryRewardArrives() throws Exception {
        // One worker and a queue of one: two rewards at once, nine trainer threads.
        try (Rewarder small = Rewarder.open(SandboxMode.BWRAP, 1, Duration.ofSeconds(10), Optional.empty());
                RewardService busy = RewardService.start(small, new RewardService.Settings("127.0.0.1", 0, 1, 1, 16,
                        100_000, 1 << 22, RewardLadder.PAPER))) {
            Instance kmp = DATASET.instance("kmp/python/default").orElseThrow();
            ArrayNode cases = JSON.createArrayNode();
            cases.add(testCase(grpoRows.get("zero-shot " + kmp.id()), reference(kmp)));
            cases.add(testCase(grpoRows.get("zero-shot " + kmp.id()), "```python\nprint('no')\n```"));

            JsonNode answer = check("load_check.py", url(busy), cases, "--threads", "8", "--large", "5", "--max-wait", "240");

            for (JsonNode rewards : answer.get("rewards")) {
                assertThat(rewards).extracting(JsonNode::asDouble).containsExactly(1.0, 0.3);
            }
            assertThat(answer.get("rewards")).hasSize(8);
            assertThat(answer.get("large")).extracting(JsonNode::asDouble).containsExactly(1.0, 0.3, 1.0, 0.3, 1.0);
            JsonNode stats = answer.get("stats");
            assertThat(stats.get("busy").asInt()).as("429s the client waited out: %s", stats).isPositive();
            assertThat(stats.get("splits").asInt()).as("the batch of 5 split at the 413's max_batch: %s", stats).isPositive();
            JsonNode health = JSON.readTree(HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url(busy)
                    + "/health")).GET().build(), HttpResponse.BodyHandlers.ofString()).body());
            assertThat(busy.busyRefusals()).isEqualTo(health.get("counters").get("busy_refusals").asLong()).isPositive();
            assertThat(health.get("counters").get("too_large_refusals").asLong()).isPositive();
            assertThat(health.get("counters").get("rewards").asLong()).as("8 threads x 2 + 5").isGreaterThanOrEqualTo(21);
        }
    }

    /** Reference and wrong completions of a Python and a JavaScript zero-shot instance, and a plus instance. */
    private static ArrayNode cases(Map<String, JsonNode> rows) {
        Instance kmp = DATASET.instance("kmp/python/default").orElseThrow();
        Instance kmpJs = DATASET.instance("kmp/javascript/default").orElseThrow();
        Instance dijkstra = DATASET.instance("dijkstra/python/edge_list").orElseThrow();
        ArrayNode cases = JSON.createArrayNode();
        cases.add(testCase(rows.get("zero-shot " + kmp.id()), reference(kmp)));
        cases.add(testCase(rows.get("zero-shot " + kmp.id()), "Sure:\n```python\nprint('no')\n```\nDone."));
        cases.add(testCase(rows.get("zero-shot " + kmpJs.id()), reference(kmpJs)));
        cases.add(testCase(rows.get("zero-shot " + kmpJs.id()), "```javascript\nconsole.log('no');\n```"));
        cases.add(testCase(rows.get("plus " + dijkstra.id()), reference(dijkstra)));
        // Prints the fixed test's output without computing it: the hidden tests find no function to call.
        cases.add(testCase(rows.get("plus " + dijkstra.id()), "```python\n"
                + LiteralPrinters.of(dijkstra.language(), dijkstra.expectedOutput()) + "```"));
        return cases;
    }

    private static ObjectNode testCase(JsonNode row, String completion) {
        assertThat(row).as("the exported row of a case").isNotNull();
        ObjectNode c = JSON.createObjectNode();
        c.set("row", row);
        c.put("completion", completion);
        return c;
    }

    private static String reference(Instance instance) {
        return "Here is the program.\n```" + instance.language().id() + "\n" + instance.referenceSolution() + "```\n";
    }

    /** Runs a check script with the cases and returns what it printed. */
    private static JsonNode check(String script, String url, ArrayNode cases, String... options) throws Exception {
        Path file = Files.createTempFile(dir, "cases", ".json");
        Files.writeString(file, JSON.writeValueAsString(JSON.createObjectNode().set("cases", cases)));
        List<String> command = new ArrayList<>(List.of(python.toString(), "-I", "-B", CHECKS.resolve(script).toString(),
                "--url", url));
        command.addAll(List.of(options));
        command.add(file.toString());
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> drain(process.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> drain(process.getErrorStream()));
        if (!process.waitFor(300, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError(script + " did not finish in 300 s; stderr:\n" + err.join());
        }
        assertThat(process.exitValue()).as("%s failed; stderr:\n%s", script, err.join()).isZero();
        return JSON.readTree(out.join());
    }

    private static String url(RewardService s) {
        return "http://127.0.0.1:" + s.port();
    }

    /** The interpreter behind python3 on PATH (a pyenv shim is a shell script that costs a start each time). */
    private static Path realPython() throws IOException, InterruptedException {
        for (String path : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(path.isEmpty() ? "." : path, "python3");
            if (Files.isExecutable(candidate)) {
                Process p = new ProcessBuilder(candidate.toString(), "-c", "import sys; print(sys.executable)").start();
                String executable = drain(p.getInputStream()).strip();
                assertThat(p.waitFor()).as("%s does not start", candidate).isZero();
                return Path.of(executable);
            }
        }
        throw new AssertionError("python3 not found on PATH: the trainer recipes are Python");
    }

    private static String drain(InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
