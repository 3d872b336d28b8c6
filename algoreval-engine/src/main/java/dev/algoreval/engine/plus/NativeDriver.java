package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.toolchains.Sources;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * C and C++: the model's translation unit, unchanged but for the per-interface part appended, and the
 * driver's own ({@code driver.c}, the same text for both languages) linked with it. The driver is
 * entered before {@code main}, so one build runs the fixed test (no arguments: {@code main} runs as
 * alone) and the hidden tests ({@link Driver#HIDDEN_TESTS_FLAG}: the driver runs them and exits).
 */
abstract class NativeDriver implements Driver {
    private static final String RUNTIME = DriverTemplate.load("driver.c");

    private final String runtimeFile;
    private final String weakMain;

    /**
     * @param runtimeFile the driver's file name, whose extension picks the language it is compiled as
     * @param weakMain a {@code main} for programs without one, weak so that a model's wins
     */
    NativeDriver(String runtimeFile, String weakMain) {
        this.runtimeFile = runtimeFile;
        this.weakMain = weakMain;
    }

    /** The model's program with the per-interface part appended. */
    abstract String modelSide(String modelSource, Api api);

    /**
     * With a weak {@code main}: the hidden tests need none of the model's (the drivers' own tests and
     * the scale probe give functions only), and it is never entered, since the driver exits first.
     */
    @Override
    public final Sources program(String modelSource, Api api) {
        return new Sources(modelSide(modelSource, api), Map.of(runtimeFile, RUNTIME + weakMain));
    }

    /** Without a weak {@code main}: a model's program without one fails to link, as it does alone. */
    @Override
    public final Sources sharedProgram(String modelSource, Api api) {
        return new Sources(modelSide(modelSource, api), Map.of(runtimeFile, RUNTIME));
    }

    @Override
    public final List<String> runCommand(List<String> toolchainRun) {
        return Driver.hiddenTestsCommand(toolchainRun);
    }

    @Override
    public final Optional<UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return Optional.of(UnaryOperator.identity());
    }
}
