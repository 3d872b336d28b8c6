package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Persistent javac workers through the real sandbox: every program compiles to what the javac CLI
 * gives (exit code, byte-identical diagnostics, classes that run the same), workers are recycled
 * after N compiles and after any failure, a compile past the limit is killed, and nothing is left.
 */
class JavacWorkersTest {
    private static final Limits COMPILE = Limits.defaultCompile().withWallTime(Duration.ofSeconds(30));
    private final ProgramRunner cli = new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX,
            SandboxFixture.SCRATCH, COMPILE, SandboxFixture.RUN);
    private final JavacWorkers workers = new JavacWorkers(SandboxFixture.SANDBOX, SandboxFixture.SCRATCH, 1, 50);
    private final ProgramRunner byWorker = cli.withJavacWorkers(workers);

    @AfterEach
    void closeWorkers() {
        workers.close();
        assertThat(workerProcesses()).as("no worker outlives the pool").isEmpty();
        assertThat(workerDirectories()).as("no worker directory is left").isEmpty();
    }

    static Map<String, String> programs() {
        Map<String, String> programs = new LinkedHashMap<>();
        programs.put("good, several classes, a lambda and a record", """
                import java.util.*;
                import java.util.stream.*;
                public class Main {
                    record Edge(int from, int to, int weight) { }
                    static class Helper { static String greek() { return "π≈3.14"; } }
                    public static void main(String[] args) {
                        List<Edge> edges = List.of(new Edge(0, 1, 4), new Edge(1, 2, 1), new Edge(0, 2, 7));
                        int total = edges.stream().mapToInt(Edge::weight).sum();
                        Runnable print = () -> System.out.println(Helper.greek() + " " + total);
                        print.run();
                        System.out.println(IntStream.range(0, 5).boxed().map(String::valueOf).collect(Collectors.joining(",")));
                    }
                }
                """);
        programs.put("good, a second top-level class", """
                class Other { static int twice(int x) { return 2 * x; } }
                public class Main { public static void main(String[] a) { System.out.println(Other.twice(21)); } }
                """);
        programs.put("type errors and a missing symbol", """
                public class Main { public static void main(String[] a) { int x = "s"; System.out.println(y); } }
                """);
        programs.put("syntax error", "public class Main { public static void main(String[] a) { System.out.println(1) }\n");
        programs.put("warning only (removal, unchecked)", """
                import java.util.*;
                public class Main {
                    public static void main(String[] a) {
                        List raw = new ArrayList(); raw.add(new Integer(5));
                        System.out.println(raw);
                    }
                }
                """);
        programs.put("public class named differently", """
                public class Solution { public static void main(String[] a) { System.out.println("hi"); } }
                """);
        programs.put("class named differently, not public (compiles, Main is missing at run time)", """
                class Solution { public static void main(String[] a) { System.out.println("hi"); } }
                """);
        programs.put("in a package (classes in a directory)", """
                package algo;
                public class Main { public static void main(String[] a) { System.out.println("packaged"); } }
                """);
        programs.put("refers to a class that only the worker's class path would have", """
                public class Main { public static void main(String[] a) {
                    System.out.println(dev.algoreval.toolchains.JavacServer.class); } }
                """);
        programs.put("huge (3,000 methods)", huge(3000));
        programs.put("method too large", "public class Main { static int[] t = {"
                + IntStream.range(0, 20000).mapToObj(Integer::toString).collect(Collectors.joining(","))
                + "}; public static void main(String[] a) { System.out.println(t.length); } }\n");
        return programs;
    }

    static Stream<String> programNames() {
        return programs().keySet().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programNames")
    void aWorkerCompileGivesTheCliResult(String name) {
        String source = programs().get(name);

        Execution expected = cli.execute("java", source);
        Execution actual = byWorker.execute("java", source);

        StepResult cliCompile = expected.compile().orElseThrow();
        StepResult workerCompile = actual.compile().orElseThrow();
        assertThat(workers.workersStarted()).as("a worker compiled it").isEqualTo(1);
        assertThat(workers.fallbacks()).isZero();
        assertThat(workerCompile.exitCode()).as("exit code").isEqualTo(cliCompile.exitCode());
        assertThat(workerCompile.stderr()).as("diagnostics").isEqualTo(cliCompile.stderr());
        assertThat(workerCompile.stdout()).isEqualTo(cliCompile.stdout());
        assertThat(workerCompile.timedOut()).isEqualTo(cliCompile.timedOut()).isFalse();
        assertThat(actual.compiled()).isEqualTo(expected.compiled());
        assertThat(actual.run().map(StepResult::stdout)).as("the classes run the same")
                .isEqualTo(expected.run().map(StepResult::stdout));
        assertThat(actual.run().map(StepResult::exitCode)).isEqualTo(expected.run().map(StepResult::exitCode));
        assertThat(actual.run().map(StepResult::stderr)).isEqualTo(expected.run().map(StepResult::stderr));
    }

    @Test
    void theKindsOfProgramAreCoveredAndTheirOutcomesDiffer() {
        Map<String, Execution> cliRuns = programs().entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                e -> cli.execute("java", e.getValue())));
        assertThat(cliRuns.values().stream().filter(Execution::compiled).count()).as("some compile").isGreaterThanOrEqualTo(4);
        assertThat(cliRuns.values().stream().filter(e -> !e.compiled()).count()).as("some do not").isGreaterThanOrEqualTo(4);
        assertThat(cliRuns.get("warning only (removal, unchecked)").compile().orElseThrow().stderr())
                .contains("warning: [removal]").contains("unchecked");
        assertThat(cliRuns.get("good, several classes, a lambda and a record").run().orElseThrow().stdout())
                .isEqualTo("π≈3.14 12\n0,1,2,3,4\n");
    }

    @Test
    void aWorkerIsRecycledAfterNCompiles() {
        try (JavacWorkers pool = new JavacWorkers(SandboxFixture.SANDBOX, SandboxFixture.SCRATCH, 1, 3)) {
            ProgramRunner runner = cli.withJavacWorkers(pool);
            for (int i = 0; i < 7; i++) {
                Execution execution = runner.execute("java", printing("run " + i));
                assertThat(execution.run().orElseThrow().stdout()).isEqualTo("run " + i + "\n");
            }
            assertThat(pool.workersStarted()).as("3 + 3 + 1 compiles").isEqualTo(3);
        }
    }

    @Test
    void aWorkerIsRecycledAfterAFailedCompileAndTheNextProgramIsUnaffected() {
        byWorker.execute("java", printing("first"));
        Execution broken = byWorker.execute("java", "public class Main { int x = ; }\n");
        Execution next = byWorker.execute("java", printing("next"));

        assertThat(broken.compiled()).isFalse();
        assertThat(next.run().orElseThrow().stdout()).isEqualTo("next\n");
        assertThat(workers.workersStarted()).as("the failure retired its worker").isEqualTo(2);
    }

    @Test
    void noClassOfOneProgramIsSeenByTheNext() {
        Execution defines = byWorker.execute("java", """
                class Leftover { static String say() { return "leaked"; } }
                public class Main { public static void main(String[] a) { System.out.println(Leftover.say()); } }
                """);
        Execution uses = byWorker.execute("java", """
                public class Main { public static void main(String[] a) { System.out.println(Leftover.say()); } }
                """);

        assertThat(defines.run().orElseThrow().stdout()).isEqualTo("leaked\n");
        assertThat(uses.compiled()).isFalse();
        assertThat(uses.compile().orElseThrow().stderr()).contains("cannot find symbol").contains("Leftover");
    }

    @Test
    void aCompilePastTheLimitIsKilledAsTheClisWouldBeAndTheNextWorkerIsFresh() {
        Limits shortCompile = Limits.defaultCompile().withWallTime(Duration.ofSeconds(3));
        try (JavacWorkers pool = new JavacWorkers(SandboxFixture.SANDBOX, SandboxFixture.SCRATCH, 1, 50)) {
            ProgramRunner runner = new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX,
                    SandboxFixture.SCRATCH, shortCompile, SandboxFixture.RUN).withJavacWorkers(pool);
            runner.execute("java", printing("warm"));

            long start = System.nanoTime();
            Execution slow = runner.execute("java", hugeInClasses(30, 2000));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            Execution after = runner.execute("java", printing("after"));

            StepResult compile = slow.compile().orElseThrow();
            assertThat(compile.timedOut()).as("%s", compile).isTrue();
            assertThat(compile.exitCode()).isEqualTo(137);
            assertThat(slow.run()).isEmpty();
            assertThat(took).as("killed at the limit").isLessThan(Duration.ofSeconds(10));
            assertThat(after.run().orElseThrow().stdout()).isEqualTo("after\n");
            assertThat(pool.workersStarted()).isEqualTo(2);
            assertThat(pool.fallbacks()).isZero();
        }
    }

    @Test
    void aCachedWorkerCompileIsWhatTheCliWouldHaveStored(@TempDir Path cacheDir) throws IOException {
        CompileCache cache = CompileCache.open(cacheDir, 1L << 30);
        ProgramRunner cachedWorker = new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX,
                SandboxFixture.SCRATCH, COMPILE, SandboxFixture.RUN, Optional.of(cache)).withJavacWorkers(workers);
        String source = programs().get("in a package (classes in a directory)");

        Execution first = cachedWorker.execute("java", source);
        Execution second = cachedWorker.execute("java", source);
        Execution cliAfter = new ProgramRunner(SandboxFixture.TOOLCHAINS, SandboxFixture.SANDBOX, SandboxFixture.SCRATCH,
                COMPILE, SandboxFixture.RUN, Optional.of(cache)).execute("java", programs().get("good, a second top-level class"));

        assertThat(first.compile().orElseThrow().elapsed()).isPositive();
        assertThat(second.compile().orElseThrow().elapsed()).as("restored").isZero();
        assertThat(second.run()).map(StepResult::stdout).isEqualTo(first.run().map(StepResult::stdout));
        assertThat(second.run().orElseThrow().stderr()).contains("Main");
        assertThat(cliAfter.run().orElseThrow().stdout()).isEqualTo("42\n");
        assertThat(workers.workersStarted()).isEqualTo(1);
    }

    @Test
    void aProgramWhoseWorkerDiedIsCompiledByTheCliAndTheNextGetsAFreshWorker() {
        byWorker.execute("java", printing("before"));
        List<ProcessHandle> alive = workerProcesses();
        assertThat(alive).as("the idle worker's bwrap, shell and JVM").isNotEmpty();
        alive.forEach(ProcessHandle::destroyForcibly);
        alive.forEach(p -> p.onExit().join());

        String source = programs().get("type errors and a missing symbol");
        Execution afterCrash = byWorker.execute("java", source);
        Execution next = byWorker.execute("java", printing("next"));

        assertThat(workers.fallbacks()).as("the CLI compiled it").isEqualTo(1);
        assertThat(afterCrash.compile().orElseThrow().stderr()).isEqualTo(cli.execute("java", source).compile().orElseThrow().stderr());
        assertThat(next.run().orElseThrow().stdout()).isEqualTo("next\n");
        assertThat(workers.workersStarted()).isEqualTo(2);
    }

    @Test
    void aWorkerOutlivesTheThreadThatFirstNeededIt() throws InterruptedException {
        // bwrap --die-with-parent fires when the spawning thread ends: a canary's short-lived pool thread.
        Thread shortLived = new Thread(() -> byWorker.execute("java", printing("first")));
        shortLived.start();
        shortLived.join();
        Thread.sleep(500);

        Execution later = byWorker.execute("java", printing("later"));

        assertThat(later.run().orElseThrow().stdout()).isEqualTo("later\n");
        assertThat(workers.fallbacks()).isZero();
        assertThat(workers.workersStarted()).isEqualTo(1);
    }

    @Test
    void whenNoWorkerCanStartEveryCompileGoesToTheCli() {
        // A scratch root that cannot be created: the worker's directory cannot be made.
        try (JavacWorkers broken = new JavacWorkers(SandboxFixture.SANDBOX, Path.of("/proc/version/workers"), 1, 50)) {
            ProgramRunner runner = cli.withJavacWorkers(broken);
            Execution first = runner.execute("java", printing("first"));
            Execution second = runner.execute("java", printing("second"));

            assertThat(broken.disabled()).isTrue();
            assertThat(broken.workersStarted()).isZero();
            assertThat(first.run().orElseThrow().stdout()).isEqualTo("first\n");
            assertThat(second.run().orElseThrow().stdout()).isEqualTo("second\n");
        }
    }

    @Test
    void aSandboxWithoutLongLivedProcessesHasNoPool() {
        Sandbox none = Sandboxes.create(SandboxMode.NONE, 1, SandboxFixture.SCRATCH);
        assertThat(JavacWorkers.forSandbox(none, SandboxFixture.SCRATCH, 2)).isEmpty();
        assertThat(JavacWorkers.forSandbox(SandboxFixture.SANDBOX, SandboxFixture.SCRATCH, 2)).isPresent();
    }

    private static String printing(String text) {
        return "public class Main { public static void main(String[] a) { System.out.println(\"" + text + "\"); } }\n";
    }

    private static String huge(int methods) {
        return "public class Main {\n" + IntStream.range(0, methods)
                .mapToObj(i -> "  static int m" + i + "(int x) { return x * " + i + " + (x > 0 ? m" + Math.max(i - 1, 0)
                        + "(x - 1) : 0) % 7; }")
                .collect(Collectors.joining("\n")) + "\n  public static void main(String[] a) { System.out.println(m"
                + (methods - 1) + "(3)); }\n}\n";
    }

    /** Tens of thousands of methods: seconds of honest javac work, far beyond a three-second limit. */
    private static String hugeInClasses(int classes, int methodsEach) {
        StringBuilder source = new StringBuilder("public class Main { public static void main(String[] a) { } }\n");
        for (int c = 0; c < classes; c++) {
            source.append("class C").append(c).append(" {\n");
            for (int i = 0; i < methodsEach; i++) {
                source.append("  static long m").append(i).append("(long x) { return x * ").append(i)
                        .append(" + m").append(Math.max(i - 1, 0)).append("(x - 1) % 7; }\n");
            }
            source.append("}\n");
        }
        return source.toString();
    }

    private static List<ProcessHandle> workerProcesses() {
        return ProcessHandle.current().descendants()
                .filter(p -> p.info().commandLine().map(c -> c.contains(JavacServer.class.getName())).orElse(false))
                .filter(ProcessHandle::isAlive)
                .toList();
    }

    private static List<Path> workerDirectories() {
        try (Stream<Path> dirs = Files.list(SandboxFixture.SCRATCH)) {
            return dirs.filter(d -> d.getFileName().toString().startsWith("javac-worker-")).toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
