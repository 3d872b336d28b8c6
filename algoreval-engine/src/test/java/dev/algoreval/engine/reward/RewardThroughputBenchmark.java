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
            // Spread over languages and algorithms: every 5th instance in turn, wrapping around (7, a
            // divisor of the 763 instances, picked one language's only).
            picked.add(instances.get((int) ((long) i * 5 % instances.size())));
        }
        double sequential;
        CpuUse sequentialUse = CpuUse.now();
        try (Rewarder one = Rewarder.open(SandboxMode.BWRAP, 1, Duration.ofSeconds(30),
                Optional.of(Files.createTempDirectory("reward-bench-seq")))) {
            long start = System.nanoTime();
            Map<String, CpuUse> byLanguage = new java.util.TreeMap<>();
            for (Instance instance : picked) {
                CpuUse before = CpuUse.now();
                one.reward(instance.id(), completion(instance), RewardLadder.Kind.BASE, RewardLadder.PAPER);
                byLanguage.merge(instance.language().id(), before.until(CpuUse.now()), CpuUse::plus);
            }
            byLanguage.forEach((language, use) -> System.out.println("one after another, " + language + ": "
                    + use.describe(cores)));
            sequential = n / seconds(start);
        }
        sequentialUse = sequentialUse.until(CpuUse.now());
        double concurrent;
        CpuUse concurrentUse = CpuUse.now();
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
        concurrentUse = concurrentUse.until(CpuUse.now());
        System.out.printf(java.util.Locale.ROOT,
                "%d rewards on %d cores: one after another %.2f rewards/s, service with %d clients %.2f rewards/s: %.2fx%n",
                n, cores, sequential, clients, concurrent, concurrent / sequential);
        System.out.println("one after another: " + sequentialUse.describe(cores));
        System.out.println("service:           " + concurrentUse.describe(cores));
        System.out.printf(java.util.Locale.ROOT, "at most %.2fx on %d cores for this sequential use of the cores%n",
                cores / sequentialUse.coresUsed(), cores);
    }

    /**
     * The machine's busy CPU seconds (user and system, all cores) from /proc/stat over a span of wall
     * time, with its idle and stolen (another virtual machine's) time. Busy time is the harness's own on
     * an otherwise quiet machine. Not this JVM's rusage of its children: it showed 15 s of CPU for a
     * minute of compiling, so most of the sandboxed steps' time never reaches it.
     */
    private record CpuUse(double wall, double busy, double system, double idle, double steal, double total) {
        static CpuUse now() {
            try {
                String[] cpu = Files.readAllLines(java.nio.file.Path.of("/proc/stat")).get(0).trim().split("\\s+");
                double total = 0;
                for (int i = 1; i <= 8; i++) {
                    total += Long.parseLong(cpu[i]) / 100.0;
                }
                double idle = (Long.parseLong(cpu[4]) + Long.parseLong(cpu[5])) / 100.0;
                double steal = Long.parseLong(cpu[8]) / 100.0;
                double system = (Long.parseLong(cpu[3]) + Long.parseLong(cpu[6]) + Long.parseLong(cpu[7])) / 100.0;
                return new CpuUse(System.nanoTime() / 1e9, total - idle - steal, system, idle, steal, total);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        CpuUse until(CpuUse end) {
            return new CpuUse(end.wall - wall, end.busy - busy, end.system - system, end.idle - idle, end.steal - steal,
                    end.total - total);
        }

        CpuUse plus(CpuUse other) {
            return new CpuUse(wall + other.wall, busy + other.busy, system + other.system, idle + other.idle,
                    steal + other.steal, total + other.total);
        }

        double coresUsed() {
            return busy / wall;
        }

        String describe(int cores) {
            return String.format(java.util.Locale.ROOT, "%.1f s wall, %.1f s busy CPU (%.2f of %d cores; %.1f s in the"
                    + " kernel); stolen by other machines %.0f %%", wall, busy, coresUsed(), cores, system,
                    100 * steal / Math.max(total, 1e-9));
        }
    }

    private static String completion(Instance instance) {
        return "```" + instance.language().id() + "\n" + instance.referenceSolution() + "```";
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

}
