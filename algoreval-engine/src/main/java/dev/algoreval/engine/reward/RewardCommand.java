package dev.algoreval.engine.reward;

import dev.algoreval.toolchains.SandboxMode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ./algoreval reward-service [--port 8765] [--host 127.0.0.1] [--workers N] [--queue N]
 * [--timeout 30] [--tier exact=1.0 ...]}: starts the reward service and serves until stopped.
 */
public final class RewardCommand {
    static final String USAGE = "usage: reward-service [--port 8765] [--host 127.0.0.1] [--workers <cores>] "
            + "[--queue 256] [--timeout <run seconds, 30>] [--tier <name>=<value> ...] [--compile-cache <dir>|off]";

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
                + "/reward (" + o.settings().workers() + " workers, queue " + o.settings().queueCapacity() + ", ladder "
                + o.settings().ladder().asMap() + "); GET /health, GET /schema");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            service.close();
            rewarder.close();
        }));
        Thread.currentThread().join();
    }

    record Options(RewardService.Settings settings, Duration runTimeout, Optional<Path> compileCache) {
    }

    static Optional<Options> parse(List<String> args, PrintStream err) {
        String host = "127.0.0.1";
        int port = 8765;
        int workers = Runtime.getRuntime().availableProcessors();
        int queue = 256;
        int timeout = 30;
        Map<String, Double> tiers = new LinkedHashMap<>();
        Optional<Path> cache = Optional.of(Path.of(System.getProperty("user.home"), ".cache", "algoreval", "compile"));
        try {
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                String value = i + 1 < args.size() ? args.get(i + 1) : null;
                switch (arg) {
                    case "--host" -> host = require(arg, value);
                    case "--port" -> port = number(arg, require(arg, value), 0);
                    case "--workers" -> workers = number(arg, require(arg, value), 1);
                    case "--queue" -> queue = number(arg, require(arg, value), 1);
                    case "--timeout" -> timeout = number(arg, require(arg, value), 1);
                    case "--compile-cache" -> cache = require(arg, value).equals("off") ? Optional.empty()
                            : Optional.of(Path.of(value));
                    case "--tier" -> {
                        String tier = require(arg, value);
                        int eq = tier.indexOf('=');
                        if (eq < 0) {
                            throw new IllegalArgumentException("--tier takes <name>=<value>, not '" + tier + "'");
                        }
                        tiers.put(tier.substring(0, eq), Double.parseDouble(tier.substring(eq + 1)));
                    }
                    case "-h", "--help" -> {
                        err.println(USAGE);
                        return Optional.empty();
                    }
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
                i++;
            }
            RewardLadder ladder = RewardLadder.PAPER.with(tiers);
            return Optional.of(new Options(new RewardService.Settings(host, port, workers, queue, 256, 256 * 1024,
                    64 * 1024 * 1024, ladder), Duration.ofSeconds(timeout), cache));
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE);
            return Optional.empty();
        }
    }

    private static String require(String option, String value) {
        if (value == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return value;
    }

    private static int number(String option, String value, int min) {
        try {
            int n = Integer.parseInt(value);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a whole number of at least " + min + ", not '" + value + "'");
    }
}
