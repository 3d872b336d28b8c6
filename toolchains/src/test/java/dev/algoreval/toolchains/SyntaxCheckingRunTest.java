package dev.algoreval.toolchains;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Python and JavaScript checked and run in one sandboxed process classify every program exactly as
 * the separate check step and run step did: each program runs both ways through the real sandbox,
 * and the static-or-runtime verdict, the exit status and stdout must agree, as must Python's whole
 * stderr. Among the programs are ones that try to pass for the other side: printing the launcher's
 * marker, exiting with the check's status, raising SyntaxError at run time.
 */
class SyntaxCheckingRunTest {
    private static final String MARKER = SyntaxCheckingRun.MARKER + "12345 ns\n";
    private static final AtomicInteger STEPS = new AtomicInteger();
    /** The real sandbox, counting the processes it starts. */
    private static final Sandbox COUNTING = new Sandbox() {
        @Override
        public StepResult run(SandboxStep step) {
            STEPS.incrementAndGet();
            return SandboxFixture.SANDBOX.run(step);
        }

        @Override
        public String describe() {
            return SandboxFixture.SANDBOX.describe();
        }
    };
    private static final ProgramRunner ONE_STEP = new ProgramRunner(SandboxFixture.TOOLCHAINS, COUNTING,
            SandboxFixture.SCRATCH, Limits.defaultCompile().withWallTime(Duration.ofSeconds(20)), SandboxFixture.RUN);
    private static final ProgramRunner TWO_STEPS = ONE_STEP.withSeparateSyntaxCheck();

    @BeforeAll
    static void bothLanguagesHaveTheOneStepRunHere() {
        // Otherwise every comparison below would compare the two-step path with itself.
        for (String language : List.of("python", "javascript")) {
            assertThat(SandboxFixture.TOOLCHAINS.get(language).orElseThrow().checkingRun()).as(language).isNotEmpty();
        }
    }

    static Stream<Arguments> programs() {
        return Stream.of(
                // name, language, source, whether the syntax check fails
                python("syntax error", "print('a'\n", true),
                python("indentation error", "if True:\nprint(1)\n", true),
                python("tab error", "if True:\n        x = 1\n\tx = 2\n", true),
                python("null byte", "print(1)\u0000\n", true),
                python("byte-order mark, refused by the check as before", "\uFEFFprint(1)\n", true),
                python("return outside a function", "return 5\n", true),
                python("runtime exception", "print('before')\ndef f():\n    raise ValueError('boom')\nf()\n", false),
                python("exit status", "import sys\nprint('out')\nsys.exit(3)\n", false),
                python("exit with a message", "import sys\nsys.exit('bye')\n", false),
                python("exit with the check's status", "import sys\nsys.exit(1)\n", false),
                python("prints the marker and fails", "import sys\nsys.stderr.write(" + quoted(MARKER)
                        + ")\nsys.stderr.flush()\nraise SyntaxError('fake')\n", false),
                python("writes the marker first to fd 2 and exits 0", "import os\nos.write(2, " + quoted(MARKER)
                        + ".encode())\nprint('fine')\n", false),
                python("prints the marker on stdout", "print(" + quoted(MARKER) + ", end='')\n", false),
                python("syntax error hit only by exec", "print('ran')\nexec('x = (')\n", false),
                python("syntax error hit only by compile", "compile('def f(:', 'x', 'exec')\n", false),
                python("import of a broken module written at run time", "open('/tmp/bad.py', 'w').write('x = (')\n"
                        + "import sys\nsys.path.insert(0, '/tmp')\nimport bad\n", false),
                python("__main__ guard", "def main():\n    print('main ran', __name__)\nif __name__ == \"__main__\":\n"
                        + "    main()\n", false),
                python("what a script sees", "import sys, os\nprint(sorted(globals()))\nprint(type(__loader__).__name__,"
                        + " __spec__, __file__, __cached__, __package__, __doc__)\nprint(sys.argv, sys.path[0],"
                        + " os.getcwd())\nimport __main__\nprint(__main__.__dict__ is globals())\n", false),
                python("module docstring", "\"\"\"doc\"\"\"\nprint(__doc__)\n", false),
                python("reads stdin", "import sys\ndata = sys.stdin.read()\nprint(repr(data))\n", false),
                python("default recursion depth", "def f(n):\n    return 0 if n == 0 else f(n - 1) + 1\nn = 1\n"
                        + "while True:\n    try:\n        f(n)\n        n += 1\n    except RecursionError:\n        break\n"
                        + "print(n)\n", false),
                python("SyntaxWarning printed once by the run", "x = 'a\\d'\nprint(x)\n", false),
                python("rebinds the names a launcher could use", "SystemExit = 0\nsys = None\nexec = print\n"
                        + "raise KeyError('k')\n", false),
                python("unicode output", "print('héllo → 世界')\n", false),
                js("syntax error", "console.log('a';\n", true),
                js("unterminated template", "const s = `abc\n", true),
                js("strict-mode early error", "'use strict';\nwith (Math) {}\n", true),
                js("syntax error in a module", "foo(;\nimport fs from 'fs';\n", true),
                js("top-level return", "console.log('a');\nreturn;\nconsole.log('b');\n", false),
                js("runtime exception", "console.log('before');\nthrow new Error('boom');\n", false),
                js("exit status", "console.log('out');\nprocess.exit(3);\n", false),
                js("exit with the check's status", "process.exit(1);\n", false),
                js("prints the marker and fails", "process.stderr.write(" + quoted(MARKER)
                        + ");\nthrow new SyntaxError('fake');\n", false),
                js("writes the marker first to fd 2", "require('fs').writeSync(2, " + quoted(MARKER)
                        + ");\nconsole.log('fine');\n", false),
                js("syntax error hit only by eval", "console.log('ran');\neval('foo(;');\n", false),
                js("JSON.parse's SyntaxError", "JSON.parse('{');\n", false),
                js("ES module syntax", "import fs from 'fs';\nconsole.log(typeof fs.readFileSync);\n", false),
                js("ES module that parses as CommonJS only up to its error", "import fs from 'fs';\nfoo(;\n", false),
                js("top-level await", "const x = await Promise.resolve(5);\nconsole.log(x);\n", false),
                js("require.main === module", "if (require.main === module) { console.log('main', module.id); }\n",
                        false),
                js("what a script sees", "console.log(process.argv.slice(1), __filename, process.execArgv,"
                        + " typeof globalThis.require, typeof globalThis.module, typeof process._eval,"
                        + " process.mainModule === module);\n", false),
                js("reads stdin", "console.log(JSON.stringify(require('fs').readFileSync(0, 'utf8')));\n", false),
                js("unicode output", "console.log('héllo → 世界');\n", false));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("programs")
    void classifiesAndRunsEveryProgramAsTheTwoStepsDid(String name, String language, String source,
            boolean staticFailure) {
        int before = STEPS.get();
        Execution oneStep = ONE_STEP.execute(language, source);
        int oneStepProcesses = STEPS.get() - before;
        Execution twoSteps = TWO_STEPS.execute(language, source);

        assertThat(oneStepProcesses).as("sandboxed processes of the one-step run").isEqualTo(1);
        assertThat(twoSteps.compiled()).as("the two steps' verdict: %s", twoSteps).isEqualTo(!staticFailure);
        assertThat(oneStep.compiled()).as("the one step's verdict: %s", oneStep).isEqualTo(!staticFailure);
        assertThat(oneStep.run().isPresent()).isEqualTo(!staticFailure);
        if (staticFailure) {
            StepResult check = oneStep.compile().orElseThrow();
            assertThat(check.exitCode()).isEqualTo(twoSteps.compile().orElseThrow().exitCode()).isEqualTo(1);
            assertThat(check.stderr()).as("a diagnostic").containsIgnoringCase("error");
            return;
        }
        StepResult run = oneStep.run().orElseThrow();
        StepResult baseline = twoSteps.run().orElseThrow();
        assertThat(run.stdout()).isEqualTo(baseline.stdout());
        assertThat(run.exitCode()).isEqualTo(baseline.exitCode());
        if (language.equals("python")) {
            assertThat(run.stderr()).isEqualTo(baseline.stderr());
        } else {
            // Node's message and the program's frames; the frames below them are the launcher's or node's.
            assertThat(firstFrames(run.stderr())).isEqualTo(firstFrames(baseline.stderr()));
        }
    }

    @Test
    void theDriversRunsShareOneCheckAndKeepTheirArguments() {
        int before = STEPS.get();
        List<UnaryOperator<List<String>>> commands = List.of(
                command -> append(command, "/app/a.in"), command -> append(command, "/app/b.in"));
        List<Execution> runs = ONE_STEP.executeEach("python", "import sys\nprint(open(sys.argv[1]).read(), sys.argv[0])\n",
                Map.of("a.in", "first", "b.in", "second"), commands);

        assertThat(STEPS.get() - before).isEqualTo(2);
        assertThat(runs).extracting(execution -> execution.run().orElseThrow().stdout())
                .containsExactly("first /app/main.py\n", "second /app/main.py\n");
    }

    @Test
    void aFailedCheckIsOneExecutionWithoutARun() {
        List<Execution> runs = ONE_STEP.executeEach("javascript", "let = = 1;\n", Map.of(),
                List.of(UnaryOperator.identity(), UnaryOperator.identity()));

        assertThat(runs).hasSize(1);
        assertThat(runs.get(0).compiled()).isFalse();
        assertThat(runs.get(0).run()).isEmpty();
    }

    @Test
    void aRunStoppedBeforeTheLauncherCouldSpeakIsCheckedInAStepOfItsOwn() {
        // Sources whose syntax check takes about a second, under a run limit that stops the launcher while it
        // checks: as a correct program's short floor on a slowed host did. (Not a limit of a millisecond: that
        // stops bubblewrap itself while it sets up, which is another matter.)
        ProgramRunner hurried = ONE_STEP.withRunWallTime(Duration.ofMillis(200));
        Map<String, String> statements = Map.of("python", "x = 1\n".repeat(100_000), "javascript",
                "x = 1;\n".repeat(1_500_000));
        for (String language : List.of("python", "javascript")) {
            String correct = statements.get(language);
            Execution checkedLong = hurried.execute(language, correct);
            Execution broken = hurried.execute(language, correct + (language.equals("python") ? "print('a'\n" : "let = = 1;\n"));

            assertThat(checkedLong.compiled()).as("%s: a timeout, never a static failure: %s", language, checkedLong)
                    .isTrue();
            assertThat(checkedLong.run().orElseThrow().timedOut()).as(language).isTrue();
            assertThat(broken.compiled()).as(language).isFalse();
            assertThat(broken.compile().orElseThrow().timedOut()).as(language).isFalse();
            assertThat(broken.compile().orElseThrow().stderr()).as(language).containsIgnoringCase("error");
            assertThat(broken.run()).as(language).isEmpty();
        }
    }

    @Test
    void aStepWhoseStderrDoesNotStartWithTheMarkerIsAFailedCheck() {
        StepResult silentSuccess = step(0, "", Duration.ofMillis(40));
        StepResult markerLater = step(0, "warning\n" + MARKER, Duration.ofMillis(40));

        for (StepResult step : List.of(silentSuccess, markerLater)) {
            Execution execution = SyntaxCheckingRun.split(step, false);
            assertThat(execution.compiled()).as(step.stderr()).isFalse();
            assertThat(execution.compile().orElseThrow().exitCode()).isEqualTo(1);
            assertThat(execution.run()).isEmpty();
        }
        // The same source already passed its check in an earlier run: only this run can have failed.
        assertThat(SyntaxCheckingRun.split(step(137, "", Duration.ofSeconds(5)), true).run().orElseThrow().exitCode())
                .isEqualTo(137);
    }

    @Test
    void theMarkerIsRemovedAndItsCheckTimeTakenFromTheRun() {
        Execution execution = SyntaxCheckingRun.split(step(2, MARKER + "Traceback\n", Duration.ofMillis(40)), false);

        assertThat(execution.compile().orElseThrow().elapsed()).isEqualTo(Duration.ofNanos(12345));
        StepResult run = execution.run().orElseThrow();
        assertThat(run.stderr()).isEqualTo("Traceback\n");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.elapsed()).isEqualTo(Duration.ofMillis(40).minusNanos(12345));
    }

    private static StepResult step(int exitCode, String stderr, Duration elapsed) {
        return new StepResult(exitCode, false, false, "out\n", stderr, elapsed);
    }

    private static List<String> append(List<String> command, String argument) {
        List<String> out = new java.util.ArrayList<>(command);
        out.add(argument);
        return out;
    }

    /** The message and the first frame (the program's, when it threw). */
    private static String firstFrames(String stderr) {
        int frames = stderr.indexOf("\n    at ");
        int firstFrameEnd = frames < 0 ? -1 : stderr.indexOf('\n', frames + 1);
        return firstFrameEnd < 0 ? stderr : stderr.substring(0, firstFrameEnd);
    }

    private static Arguments python(String name, String source, boolean staticFailure) {
        return Arguments.of(name, "python", source, staticFailure);
    }

    private static Arguments js(String name, String source, boolean staticFailure) {
        return Arguments.of(name, "javascript", source, staticFailure);
    }

    /** A string literal both languages read the same way. */
    private static String quoted(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'";
    }
}
