package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.reward.RewardLadder;
import dev.algoreval.engine.reward.Rewarder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code training verl}: verl's RL dataset, and optionally its validation set of held-out algorithms. */
@Command(name = "verl", description = {"verl's RL dataset of the training side.", "Parquet with the columns "
        + "data_source, prompt, ability, reward_model and extra_info."})
final class VerlCommand implements Callable<Integer> {
    @Mixin
    private SplitFile split;

    @Option(names = "--out", required = true, paramLabel = "<train.parquet>", description = "the training rows to write")
    private Path train;

    @Option(names = "--val-out", paramLabel = "<val.parquet>",
            description = "also the held-out side, for verl's data.val_files (scored, never trained on)")
    private Path validation;

    @Mixin
    private ExportCondition condition;

    @Option(names = "--ladder", paramLabel = "base|plus", converter = LadderKind.class,
            description = "the reward ladder; default: plus under --condition plus, else base")
    private RewardLadder.Kind ladder;

    @Spec
    private CommandSpec spec;

    static final class LadderKind implements ITypeConverter<RewardLadder.Kind> {
        @Override
        public RewardLadder.Kind convert(String id) {
            return RewardLadder.Kind.byId(id)
                    .orElseThrow(() -> new TypeConversionException("must be base or plus, not '" + id + "'"));
        }
    }

    @Override
    public Integer call() throws IOException {
        RewardLadder.Kind kind = Optional.ofNullable(ladder).orElse(Rewarder.defaultLadder(condition.condition));
        Rewarder.conditionRefusal(condition.condition, kind).ifPresent(why -> {
            throw new ParameterException(spec.commandLine(), why);
        });
        TrainTestSplit chosen = split.read();
        TrainingExports exports = new TrainingExports(Dataset.load());
        PrintWriter out = spec.commandLine().getOut();
        TrainingExports.Written w = exports.verl(chosen, condition.condition, kind, false, train);
        out.println(train + ": " + w.lines() + " verl training rows (condition " + condition.condition.id() + ", ladder "
                + kind.id() + "); left out " + w.skipped());
        if (validation != null) {
            TrainingExports.Written v = exports.verl(chosen, condition.condition, kind, true, validation);
            out.println(validation + ": " + v.lines() + " verl validation rows of held-out algorithms; left out "
                    + v.skipped());
        }
        return 0;
    }
}
