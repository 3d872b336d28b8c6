package dev.algoreval.toolchains;

import java.util.Map;
import java.util.Optional;

/**
 * A known-good program per language, compiled and run in the sandbox before the first test: a
 * toolchain that is found on the host but cannot compile or run there (a broken install, a wrong
 * version, files the sandbox cannot reach) is then a harness problem with its reason, never a row of
 * model misses.
 */
public final class ToolchainCanary {
    static final String EXPECTED = "canary ok\n";
    private static final Map<String, String> PROGRAMS = Map.of(
            "python", "print(\"canary ok\")\n",
            "c", "#include <stdio.h>\nint main(void) { puts(\"canary ok\"); return 0; }\n",
            "cpp", "#include <iostream>\nint main() { std::cout << \"canary ok\" << std::endl; }\n",
            "java", "public class Main { public static void main(String[] a) { System.out.println(\"canary ok\"); } }\n",
            "javascript", "console.log(\"canary ok\");\n",
            "rust", "fn main() { println!(\"canary ok\"); }\n",
            "go", "package main\nimport \"fmt\"\nfunc main() { fmt.Println(\"canary ok\") }\n");

    private ToolchainCanary() {
    }

    /** The known-good program of a language. */
    public static String program(String language) {
        String program = PROGRAMS.get(language);
        if (program == null) {
            throw new IllegalArgumentException("no canary for language '" + language + "'");
        }
        return program;
    }

    /** Why the language's canary failed in this runner's sandbox, or empty when it printed what it should. */
    public static Optional<String> problem(ProgramRunner runner, String language) {
        Execution execution = runner.execute(language, program(language));
        if (!execution.compiled()) {
            return Optional.of("a known-good program does not compile: "
                    + execution.compile().map(step -> step.stderrTail(300).strip()).orElse("no compile step ran"));
        }
        StepResult run = execution.run().orElse(null);
        if (run == null || !run.succeeded()) {
            return Optional.of("a known-good program does not run: "
                    + (run == null ? "no run step" : "exit " + run.exitCode() + " " + run.stderrTail(300).strip()));
        }
        if (!run.stdout().equals(EXPECTED)) {
            return Optional.of("a known-good program printed '" + run.stdout().strip() + "' instead of 'canary ok'");
        }
        return Optional.empty();
    }
}
