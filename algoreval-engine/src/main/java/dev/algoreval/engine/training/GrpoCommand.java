package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code training grpo}: the prompt set TRL and OpenRLHF train on. */
@Command(name = "grpo", description = {"The GRPO prompt set, for TRL and OpenRLHF.", "One prompt per training "
        + "instance, grouped by algorithm x language x representation."})
final class GrpoCommand implements Callable<Integer> {
    @Mixin
    private SplitFile split;

    @Option(names = "--out", required = true, paramLabel = "<prompts.jsonl>", description = "the prompts to write")
    private Path out;

    @Mixin
    private ExportCondition condition;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        TrainingExports.Written w = new TrainingExports(Dataset.load()).grpo(split.read(), condition.condition, out);
        spec.commandLine().getOut().println(out + ": " + w.lines() + " GRPO prompts; left out " + w.skipped());
        return 0;
    }
}
