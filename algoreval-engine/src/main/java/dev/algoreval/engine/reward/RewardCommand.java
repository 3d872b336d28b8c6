package dev.algoreval.engine.reward;

import dev.algoreval.engine.cli.CommandLines;
import dev.algoreval.engine.cli.EngineVersionProvider;
import dev.algoreval.engine.cli.WholeNumbers;
import dev.algoreval.toolchains.SandboxMode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Visibility;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ./algoreval reward-service}: starts the reward service and serves until stopped. */
@Command(name = "reward-service", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false, sortSynopsis = false,
        versionProvider = EngineVersionProvider.class,
        description = "Serves execution rewards to trainers over HTTP until stopped: POST /reward, POST /openrlhf/reward, "
                + "GET /health, GET /schema (docs/training.md).")
public final class RewardCommand implements Callable<Integer> {
    private static final String OFF = "off";

    @Option(names = "--host", paramLabel = "<address>",
            description = "where it listens; 0.0.0.0 for trainers on other machines (there is no authentication)")
    private String host = "127.0.0.1";

    @Option(names = "--port", converter = WholeNumbers.AtLeastZero.class, description = "0 for any free port")
    private int port = 8765;

    @Option(names = "--workers", converter = WholeNumbers.AtLeastOne.class,
            description = "rewards scored at once; by default one per core of this machine")
    private int workers = Runtime.getRuntime().availableProcessors();

    @Option(names = "--queue", converter = WholeNumbers.AtLeastOne.class,
            description = "rewards admitted beyond those running, waiting for a worker")
    private int queue = 256;

    @Option(names = "--timeout", paramLabel = "<seconds>", converter = WholeNumbers.PositiveSeconds.class,
            defaultValue = "30", description = "how long a program may run")
    private Duration runTimeout;

    @Option(names = "--openrlhf-wait", paramLabel = "<seconds>", converter = WholeNumbers.Seconds.class,
            defaultValue = "" + RewardService.Settings.DEFAULT_OPENRLHF_WAIT_SECONDS,
            description = "how long an OpenRLHF batch may wait for room before 429 (below OpenRLHF's own 180 s "
                    + "request timeout)")
    private Duration openRlhfWait;

    @Option(names = "--tier", paramLabel = "<name>=<value>", showDefaultValue = Visibility.NEVER,
            description = "a tier's reward in [0, 1], e.g. runtime_error=0 (repeatable); the others keep the paper's")
    private Map<String, Double> tiers = new LinkedHashMap<>();

    @Option(names = "--compile-cache", paramLabel = "<dir>|" + OFF,
            description = "compiled programs kept by content, so a completion seen again compiles once; " + OFF
                    + " for none")
    private String compileCache = Path.of(System.getProperty("user.home"), ".cache", "algoreval", "compile").toString();

    @Spec
    private CommandSpec spec;

    RewardCommand() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The command without {@code System.exit}; with a good command line it serves until the JVM stops. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return CommandLines.execute(new RewardCommand(), List.of(args), out, err);
    }

    record Options(RewardService.Settings settings, Duration runTimeout, Optional<Path> compileCache) {
    }

    /** The parsed options as settings; a tier that does not exist or lies outside [0, 1] is a usage error. */
    Options options() {
        RewardLadder ladder;
        try {
            ladder = RewardLadder.PAPER.with(tiers);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--tier': " + e.getMessage(), e);
        }
        Optional<Path> cache = compileCache.equals(OFF) ? Optional.empty() : Optional.of(Path.of(compileCache));
        return new Options(new RewardService.Settings(host, port, workers, queue, 256, 256 * 1024, 64 * 1024 * 1024,
                ladder, openRlhfWait), runTimeout, cache);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Options o = options();
        Rewarder rewarder = Rewarder.open(SandboxMode.BWRAP, o.settings().workers(), o.runTimeout(), o.compileCache());
        RewardService service = RewardService.start(rewarder, o.settings());
        PrintWriter out = spec.commandLine().getOut();
        out.println("[algoreval] reward service on http://" + o.settings().host() + ":" + service.port()
                + "/reward (" + o.settings().workers() + " workers, queue " + o.settings().queueCapacity()
                + ", batches of up to " + o.settings().largestBatch() + ", ladder " + o.settings().ladder().asMap()
                + "); POST /openrlhf/reward, GET /health, GET /schema");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            service.close();
            rewarder.close();
        }));
        Thread.currentThread().join();
        return 0;
    }
}
