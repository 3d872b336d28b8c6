package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.TimingQuiet;
import dev.algoreval.toolchains.Sandbox;
import dev.algoreval.toolchains.StepResult;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Runs a program through its language's driver in timed mode: the driver writes, before each result,
 * how long the call took, on the language's monotonic clock (wall time) and as the CPU time of the
 * process (the calling thread in Java), so process start-up, compiling, reading and converting the
 * inputs and writing the results are never counted. CPU time is what other processes on the machine
 * cannot inflate: on a loaded machine a call longer than a time slice waits behind the others, so its
 * wall time grows with the load and the size, not with the program. One build, then one
 * sandboxed process per batch of inputs (each with the run's own time limit), so a batch that runs out
 * of time costs only its own results. Thread-safe.
 */
public final class TimedDriverRunner {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Interfaces interfaces;
    private final ProgramRunner runner;

    /** @param runner its runs are made {@link ProgramRunner#timed() timed}: each passes its timing quiet alone */
    public TimedDriverRunner(Interfaces interfaces, ProgramRunner runner) {
        this.interfaces = interfaces;
        this.runner = runner.timed();
    }

    /** What the timed runs pass through: the caller's own work beside them keeps away from them through it too. */
    public TimingQuiet timingQuiet() {
        return runner.timingQuiet();
    }

    /** What one batch's process reported: results by input, call durations by input, and the run itself. */
    public record Batch(DriverOutput output, Map<Integer, Timing> nanos, StepResult run) {
    }

    /** One call's duration in nanoseconds: wall clock and CPU time. */
    public record Timing(long wall, long cpu) {
    }

    /** The build (when the language compiles) and one {@link Batch} per batch, empty when the build failed. */
    public record Result(Optional<StepResult> compile, List<Batch> batches) {
        public boolean compiled() {
            return compile.map(StepResult::succeeded).orElse(true);
        }
    }

    public Result run(Instance instance, String modelSource, List<List<HiddenTest>> batches) {
        return runEncoding(instance, modelSource, batches.stream().map(b -> (Supplier<List<HiddenTest>>) () -> b).toList());
    }

    /**
     * Like {@link #run(Instance, String, List)}, with each batch's inputs made only when it is encoded
     * and dropped afterwards, so that large inputs are held once, as text.
     */
    public Result runEncoding(Instance instance, String modelSource, List<Supplier<List<HiddenTest>>> batches) {
        Driver driver = Drivers.forLanguage(instance.language());
        Api api = interfaces.of(instance).orElseThrow(() -> new IllegalArgumentException(instance.id()
                + " has no interface"));
        String marker = marker();
        Map<String, String> files = new LinkedHashMap<>();
        List<UnaryOperator<List<String>>> commands = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < batches.size(); i++) {
            String file = "timed-" + i + ".in";
            Supplier<List<HiddenTest>> batch = batches.get(i);
            // Encoding a large input is memory-heavy work of the harness's own: never beside a timed run.
            runner.timingQuiet().beside(() -> {
                List<HiddenTest> tests = batch.get();
                sizes.add(tests.size());
                files.put(file, PlusInput.encode(marker, true, api, tests));
                return null;
            });
            commands.add(command -> inputFile(driver.timedRunCommand(command), file));
        }
        List<Execution> runs = runner.executeEach(instance.language().id(), driver.program(modelSource, api), files,
                commands);
        Optional<StepResult> compile = runs.get(0).compile();
        if (!runs.get(0).compiled()) {
            return new Result(compile, List.of());
        }
        return runner.timingQuiet().beside(() -> {
            List<Batch> out = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                StepResult run = runs.get(i).run().orElseThrow();
                out.add(new Batch(DriverOutput.parse(run.stdout(), marker, sizes.get(i)), nanos(run.stdout(), marker), run));
            }
            return new Result(compile, List.copyOf(out));
        });
    }

    /** The driver's run command reads {@link Driver#INPUT_FILE}, its last argument: this batch reads its own. */
    private static List<String> inputFile(List<String> command, String file) {
        List<String> out = new ArrayList<>(command);
        out.set(out.size() - 1, Sandbox.APP + "/" + file);
        return List.copyOf(out);
    }

    /** The {@code <marker> <i> time <wall nanos> <cpu nanos>} lines; the first one per input counts, like results. */
    static Map<Integer, Timing> nanos(String stdout, String marker) {
        Map<Integer, Timing> nanos = new HashMap<>();
        String prefix = marker + " ";
        for (String line : stdout.split("\n", -1)) {
            if (!line.startsWith(prefix)) {
                continue;
            }
            String[] parts = line.substring(prefix.length()).split(" ");
            if (parts.length == 4 && parts[1].equals("time")) {
                try {
                    nanos.putIfAbsent(Integer.parseInt(parts[0]), new Timing(Long.parseLong(parts[2]),
                            Long.parseLong(parts[3])));
                } catch (NumberFormatException e) {
                    // Not the driver's line (the marker is random, so only a broken driver writes this).
                }
            }
        }
        return Map.copyOf(nanos);
    }

    private static String marker() {
        byte[] bytes = new byte[8];
        RANDOM.nextBytes(bytes);
        return "AR" + HexFormat.of().formatHex(bytes);
    }
}
