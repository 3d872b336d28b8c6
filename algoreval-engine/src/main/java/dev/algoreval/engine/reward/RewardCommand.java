package dev.algoreval.engine.reward;

import dev.algoreval.engine.cli.Arguments;
import dev.algoreval.toolchains.SandboxMode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./algoreval reward-service [--port 8765] [--host 127.0.0.1] [--workers N] [--queue N]
 * [--timeout 30] [--openrlhf-wait 120] [--tier exact=1.0 ...]}: starts the reward service and serves until stopped.
 */
public final class RewardCommand {
    static final String USAGE = "usage: reward-service [--port 8765] [--host 127.0.0.1] [--workers <cores>] "
            + "[--queue 256] [--timeout <run seconds, 30>] [--openrlhf-wait <seconds, 120>] [--tier <name>=<value> ...] "
            + "[--compile-cache <dir>|off]";

    private RewardCommand() {
    }

    public static void main(String[] args) throws Exception {
        Optional<Options> options = parse(List.of(args), System.err);
        if (options.isEmpty()) {
            System.exit(2);
        }
        Options o = options.get();
        Rewarder rewarder = Rewarder.open(SandboxMode.BWRAP, o.settings().workers(), o.runTimeout(), o.compileCache());
        RewardService service = RewardService.start(rewarder, o.settings());
        System.out.println("[algoreval] reward service on http://" + o.settings().host() + ":" + service.port()
                + "/reward (" + o.settings().workers() + " workers, queue " + o.settings().queueCapacity() + ", batches of up to "
                + o.settings().largestBatch() + ", ladder " + o.settings().ladder().asMap()
                + "); POST /openrlhf/reward, GET /health, GET /schema");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            service.close();
            rewarder.close();
        }));
        Thread.currentThread().join();
    }

    record Options(RewardService.Settings settings, Duration runTimeout, Optional<Path> compileCache) {
    }

    static Optional<Options> parse(List<String> args, PrintStream err) {
        try {
            Arguments a = Arguments.parse(args, Set.of("--host", "--port", "--workers", "--queue", "--timeout",
                    "--compile-cache", "--tier", "--openrlhf-wait"), Set.of());
            if (a.helpRequested()) {
                err.println(USAGE);
                return Optional.empty();
            }
            if (!a.plain().isEmpty()) {
                throw new IllegalArgumentException("unexpected argument " + a.plain().get(0));
            }
            Map<String, Double> tiers = new LinkedHashMap<>();
            for (String tier : a.values("--tier")) {
                int eq = tier.indexOf('=');
                if (eq < 0) {
                    throw new IllegalArgumentException("--tier takes <name>=<value>, not '" + tier + "'");
                }
                tiers.put(tier.substring(0, eq), Double.parseDouble(tier.substring(eq + 1)));
            }
            String cacheOption = a.value("--compile-cache").orElse(null);
            Optional<Path> cache = cacheOption == null
                    ? Optional.of(Path.of(System.getProperty("user.home"), ".cache", "algoreval", "compile"))
                    : cacheOption.equals("off") ? Optional.empty() : Optional.of(Path.of(cacheOption));
            RewardLadder ladder = RewardLadder.PAPER.with(tiers);
            return Optional.of(new Options(new RewardService.Settings(a.value("--host").orElse("127.0.0.1"),
                    a.wholeNumber("--port", 8765, 0), a.wholeNumber("--workers", Runtime.getRuntime().availableProcessors(), 1),
                    a.wholeNumber("--queue", 256, 1), 256, 256 * 1024, 64 * 1024 * 1024, ladder,
                    Duration.ofSeconds(a.wholeNumber("--openrlhf-wait", (int) RewardService.Settings.DEFAULT_OPENRLHF_WAIT
                            .toSeconds(), 0))),
                    Duration.ofSeconds(a.wholeNumber("--timeout", 30, 1)), cache));
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE);
            return Optional.empty();
        }
    }
}
