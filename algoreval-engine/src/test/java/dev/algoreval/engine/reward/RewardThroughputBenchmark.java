package dev.algoreval.engine.reward;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.toolchains.SandboxMode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Rewards per second for N replayed completions (the references, every language, in turn) scored one
 * after another by a Rewarder with one worker, against the reward service with a worker per core and
 * 32 concurrent clients. Each phase has its own empty compile cache, so both pay the same compiles.
 * Run by benchmarks/reward-service.sh; not a test.
 */
public final class RewardThroughputBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();

    private RewardThroughputBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 32;
        int cores = Runtime.getRuntime().availableProcessors();
        List<Instance> instances = Dataset.load().instances();
        List<Instance> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // Spread over languages and algorithms: every 7th instance in turn, wrapping around.
            picked.add(instances.get((int) ((long) i * 7 % instances.size())));
        }
        double sequential;
        try (Rewarder one = Rewarder.open(SandboxMode.BWRAP, 1, Duration.ofSeconds(30),
                Optional.of(Files.createTempDirectory("reward-bench-seq")))) {
            long start = System.nanoTime();
            for (Instance instance : picked) {
                one.reward(instance.id(), completion(instance), RewardLadder.Kind.BASE, RewardLadder.PAPER);
            }
            sequential = n / seconds(start);
        }
        double concurrent;
        try (Rewarder rewarder = Rewarder.open(SandboxMode.BWRAP, cores, Duration.ofSeconds(30),
                Optional.of(Files.createTempDirectory("reward-bench-svc")));
                RewardService service = RewardService.start(rewarder, new RewardService.Settings("127.0.0.1", 0, cores,
                        Math.max(clients, 64), 8, 1 << 20, 64 << 20, RewardLadder.PAPER))) {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create("http://127.0.0.1:" + service.port() + "/reward");
            ExecutorService pool = Executors.newFixedThreadPool(clients);
            long start = System.nanoTime();
            List<Future<Integer>> statuses = new ArrayList<>();
            for (Instance instance : picked) {
                statuses.add(pool.submit(() -> http.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers
                        .ofString(JSON.writeValueAsString(Map.of("instance", instance.id(), "completion",
                                completion(instance))))).build(), HttpResponse.BodyHandlers.ofString()).statusCode()));
            }
            for (Future<Integer> status : statuses) {
                if (status.get() != 200) {
                    throw new IllegalStateException("the service answered " + status.get());
                }
            }
            concurrent = n / seconds(start);
            pool.shutdown();
        }
        System.out.printf(java.util.Locale.ROOT,
                "%d rewards on %d cores: one after another %.2f rewards/s, service with %d clients %.2f rewards/s: %.2fx%n",
                n, cores, sequential, clients, concurrent, concurrent / sequential);
    }

    private static String completion(Instance instance) {
        return "```" + instance.language().id() + "\n" + instance.referenceSolution() + "```";
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

}
