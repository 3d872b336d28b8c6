package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.reward.RewardLadder;
import dev.algoreval.engine.reward.Rewarder;
import dev.algoreval.toolchains.SandboxMode;
import dev.algoreval.toolchains.SandboxUids;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three runs on one host at once, as users run them: a benchmark of reference programs in all seven
 * languages under zero-shot and plus (a JVM of its own), a benchmark scoring fork bombs and thread
 * bombs (another JVM), and a reward service scoring reference programs (this JVM). Before sandbox
 * identities were leased host-wide, the bombs' runs shared uids with the others and correct
 * programs failed ("can't start new thread", canaries skipped, rewards of 0). Now every reference
 * passes, every reward is full, the bombs are the bombs' own failures, and nothing is left behind.
 */
class SideBySideSoakTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void referencesPassBesideBombsAndAnotherRunAndNothingIsLeftBehind() throws Exception {
        Path bombs = dir.resolve("bombs.jsonl");
        Files.write(bombs, bombResponses());
        Map<String, String> common = Map.of(Constants.CONDITIONS, "zero-shot,plus", Constants.PARALLELISM, "2",
                Constants.COMPILE_CACHE, "off");
        Map<String, String> referenceConfig = new java.util.HashMap<>(common);
        referenceConfig.putAll(Map.of(Constants.MODEL, "reference", Constants.OUTPUT, dir.resolve("references").toString()));
        Map<String, String> bombConfig = new java.util.HashMap<>(common);
        bombConfig.putAll(Map.of(Constants.MODEL, "replay", Constants.REPLAY, bombs.toString(), Constants.ALGORITHMS,
                "merge-sort", Constants.CONDITIONS, "zero-shot", Constants.RUN_TIMEOUT, "8",
                Constants.OUTPUT, dir.resolve("bombs").toString()));

        List<Double> rewards = new ArrayList<>();
        String referenceLog;
        String bombLog;
        try (ChildRun bombing = ChildRun.start(List.of(), MergeSortAndBridgesSuite.class, bombConfig, dir.resolve("bombs.log"));
                Rewarder rewarder = Rewarder.open(SandboxMode.BWRAP, 2, Duration.ofSeconds(30), Optional.empty())) {
            waitForFirstResult(dir.resolve("bombs/results.jsonl"), bombing);
            try (ChildRun references = ChildRun.start(List.of(), MergeSortAndBridgesSuite.class, referenceConfig,
                    dir.resolve("references.log"))) {
                do {
                    rewards.addAll(rewardEveryLanguage(rewarder));
                } while (references.isAlive() || bombing.isAlive());
                referenceLog = references.awaitOutput(600);
            }
            bombLog = bombing.awaitOutput(600);
        }

        List<JsonNode> referenceResults = results(dir.resolve("references/results.jsonl"));
        assertThat(referenceResults).as("7 languages x 2 instances x 2 conditions:\n%s", referenceLog).hasSize(28);
        assertThat(referenceResults).allSatisfy(line -> {
            assertThat(line.get("outcome").asText()).as("%s", line).isEqualTo("pass");
            if (line.get("condition").asText().equals("plus")) {
                assertThat(line.get("plus_outcome").asText()).as("%s", line).isEqualTo("pass");
            }
        });
        assertThat(rewards).as("every reward of every round").isNotEmpty().containsOnly(1.0);
        List<JsonNode> bombResults = results(dir.resolve("bombs/results.jsonl"));
        assertThat(bombResults).as(bombLog).hasSize(7).allSatisfy(line -> {
            boolean bomb = !List.of("go", "javascript").contains(line.get("language").asText());
            assertThat(line.get("outcome").asText()).as("%s", line).isIn(bomb ? List.of("runtime_error", "timeout")
                    : List.of("pass"));
        });
        assertThat(SandboxUids.host().processesWithoutLease()).as("sandbox processes left behind").isEmpty();
    }

    /** The reference program of bridge finding in every language, under both ladders, one after another. */
    private static List<Double> rewardEveryLanguage(Rewarder rewarder) {
        List<Double> rewards = new ArrayList<>();
        for (Language language : Language.values()) {
            String instance = "bridge-finding/" + language.id() + "/edge_list";
            String completion = "```" + language.id() + "\n"
                    + rewarder.dataset().instance(instance).orElseThrow().referenceSolution() + "```";
            for (RewardLadder.Kind kind : RewardLadder.Kind.values()) {
                Rewarder.Reward reward = rewarder.reward(instance, completion, kind, RewardLadder.PAPER);
                assertThat(reward.reward()).as("%s %s: %s", instance, kind, reward).isEqualTo(1.0);
                rewards.add(reward.reward());
            }
        }
        return rewards;
    }

    /** Bombs for merge sort in five languages: each exhausts its own sandbox's process limit and holds it. */
    private static List<String> bombResponses() throws IOException {
        Map<String, String> bombs = Map.of(
                "c", "#include <unistd.h>\nint main(void) { for (;;) fork(); }\n",
                "cpp", "#include <unistd.h>\nint main() { for (;;) fork(); }\n",
                "python", "import threading, time\nwhile True:\n    try:\n        threading.Thread(target=time.sleep, "
                        + "args=(60,), daemon=True).start()\n    except RuntimeError:\n        pass\n",
                "java", "public class Main { public static void main(String[] a) { for (;;) { try { new Thread(() -> { "
                        + "try { Thread.sleep(60000); } catch (InterruptedException e) { } }).start(); } "
                        + "catch (Throwable e) { } } } }\n",
                "rust", "fn main() { loop { let _ = std::thread::Builder::new().spawn(|| "
                        + "std::thread::sleep(std::time::Duration::from_secs(60))); } }\n");
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, String> bomb : bombs.entrySet()) {
            lines.add(JSON.writeValueAsString(Map.of("instance", "merge-sort/" + bomb.getKey() + "/default",
                    "response", "```" + bomb.getKey() + "\n" + bomb.getValue() + "```")));
        }
        // Go and JavaScript keep their references, so the bombing run also scores programs beside its bombs.
        for (String language : List.of("go", "javascript")) {
            String id = "merge-sort/" + language + "/default";
            lines.add(JSON.writeValueAsString(Map.of("instance", id, "response", "```" + language + "\n"
                    + Dataset.load().instance(id).orElseThrow().referenceSolution() + "```")));
        }
        return lines;
    }

    private static void waitForFirstResult(Path results, ChildRun run) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (results(results).isEmpty() && run.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
    }

    private static List<JsonNode> results(Path file) throws IOException {
        if (!Files.exists(file)) {
            return List.of();
        }
        try (Stream<String> lines = Files.lines(file)) {
            List<JsonNode> parsed = new ArrayList<>();
            for (String line : lines.filter(l -> !l.isBlank()).toList()) {
                parsed.add(JSON.readTree(line));
            }
            return parsed;
        }
    }
}
