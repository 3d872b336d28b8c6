package dev.algoreval.toolchains;

import java.util.Optional;

/**
 * The result of compiling (or syntax-checking) and running one program. {@code run} is empty when
 * the compile step failed, so a static failure is never confused with a runtime one.
 */
public record Execution(Optional<StepResult> compile, Optional<StepResult> run) {

    public boolean compiled() {
        return compile.map(StepResult::succeeded).orElse(true);
    }

    /** Why the host, not the program, made a step fail (still so after one retry), or empty. */
    public Optional<String> hostFault() {
        return compile.flatMap(StepResult::hostFault).or(() -> run.flatMap(StepResult::hostFault));
    }
}
