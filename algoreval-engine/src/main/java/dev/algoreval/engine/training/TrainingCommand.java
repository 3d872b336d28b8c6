package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.cli.Arguments;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.report.ResultsReader;
import dev.algoreval.engine.report.Run;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.reward.RewardLadder;
import dev.algoreval.engine.reward.Rewarder;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code ./algoreval training split|sft|grpo|verl ...}: the train/test split files and the trainers' data.
 * Evaluating a fine-tuned checkpoint on the held-out side is a benchmark run with
 * {@code -Dalgoreval.split=<split file>}.
 */
public final class TrainingCommand {
    static final String USAGE = """
            usage: training split --out <dir> [--seed 0] [--held-out 22] [--k 3]
                       the paper's algorithm-level split (split-0.json) and k further seeded splits (split-1.json ...)
               or: training sft --split <split.json> --out <sft.jsonl> <results.jsonl> ...
                       chat-format SFT examples by rejection sampling: reward 1.0 only, training algorithms only
               or: training grpo --split <split.json> --out <prompts.jsonl> [--condition zero-shot]
                       the GRPO prompt set: one prompt per training instance (a group per algorithm x language x representation)
               or: training verl --split <split.json> --out <train.parquet> [--val-out <val.parquet>]
                                 [--condition zero-shot] [--ladder base|plus]
                       verl's RL dataset (Parquet: data_source, prompt, ability, reward_model, extra_info) of the
                       training side; --val-out writes the held-out side for verl's data.val_files (scored, never trained on)
             --condition: zero-shot, plus or hint; --ladder defaults to plus under plus, else base""";

    private TrainingCommand() {
    }

    /**
     * The conditions an export can render prompts for: snippet prompts need the user's corpus, and the ablation's
     * conditions ask its own problems, not the instances.
     */
    static Condition exportCondition(String id) {
        return Condition.byId(id).filter(c -> c == Condition.ZERO_SHOT || c == Condition.PLUS || c == Condition.HINT)
                .orElseThrow(() -> new IllegalArgumentException("--condition must be zero-shot, plus or hint, not '"
                        + id + "'"));
    }

    public static void main(String[] args) {
        // parquet-java logs through SLF4J, which has no binding in this command and would say so in three
        // warning lines on every verl export; its errors still print.
        if (System.getProperty("slf4j.internal.verbosity") == null) {
            System.setProperty("slf4j.internal.verbosity", "ERROR");
        }
        System.exit(run(List.of(args), System.out, System.err));
    }

    static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("-h") || args.get(0).equals("--help")) {
            err.println(USAGE);
            return args.isEmpty() ? 2 : 0;
        }
        try {
            Set<String> options = switch (args.get(0)) {
                case "split" -> Set.of("--out", "--held-out", "--seed", "--k");
                case "sft" -> Set.of("--split", "--out");
                case "grpo" -> Set.of("--split", "--out", "--condition");
                case "verl" -> Set.of("--split", "--out", "--val-out", "--condition", "--ladder");
                default -> throw new IllegalArgumentException("unknown subcommand '" + args.get(0) + "'");
            };
            Arguments o = Arguments.parse(args.subList(1, args.size()), options, Set.of());
            if (!args.get(0).equals("sft") && !o.plain().isEmpty()) {
                throw new IllegalArgumentException("unexpected argument " + o.plain().get(0));
            }
            Dataset dataset = Dataset.load();
            switch (args.get(0)) {
                case "split" -> {
                    Path dir = o.requiredPath("--out", "--out is required");
                    Files.createDirectories(dir);
                    int heldOut = o.wholeNumber("--held-out", TrainTestSplit.PAPER_HELD_OUT, 1);
                    long seed = o.wholeNumber("--seed", 0, Integer.MIN_VALUE);
                    for (int k = 0; k <= o.wholeNumber("--k", 3, 0); k++) {
                        TrainTestSplit split = TrainTestSplit.of(dataset, seed + k, heldOut);
                        Path file = dir.resolve("split-" + k + ".json");
                        split.write(file);
                        out.println(file + ": seed " + split.seed() + ", " + split.train().size() + " training algorithms ("
                                + split.trainInstances() + " instances), " + split.test().size() + " held out ("
                                + split.testInstances() + " instances)");
                    }
                }
                case "sft" -> {
                    if (o.plain().isEmpty()) {
                        throw new IllegalArgumentException("sft needs one or more results.jsonl files");
                    }
                    List<ResultRecord> results = new ArrayList<>();
                    for (Run run : ResultsReader.readAll(o.plainPaths())) {
                        results.addAll(run.results());
                    }
                    TrainingExports.Written w = new TrainingExports(dataset).sft(results,
                            TrainTestSplit.read(o.requiredPath("--split", "--split is required")), o.requiredPath("--out", "--out is required"));
                    out.println(o.requiredPath("--out", "--out is required") + ": " + w.lines() + " SFT examples; left out " + w.skipped());
                }
                case "grpo" -> {
                    Condition condition = exportCondition(o.value("--condition").orElse(Condition.ZERO_SHOT.id()));
                    TrainingExports.Written w = new TrainingExports(dataset).grpo(TrainTestSplit.read(o.requiredPath("--split", "--split is required")),
                            condition, o.requiredPath("--out", "--out is required"));
                    out.println(o.requiredPath("--out", "--out is required") + ": " + w.lines() + " GRPO prompts; left out " + w.skipped());
                }
                case "verl" -> {
                    Condition condition = exportCondition(o.value("--condition").orElse(Condition.ZERO_SHOT.id()));
                    String ladderId = o.value("--ladder").orElse(Rewarder.defaultLadder(condition).id());
                    RewardLadder.Kind ladder = RewardLadder.Kind.byId(ladderId).orElseThrow(
                            () -> new IllegalArgumentException("--ladder must be base or plus, not '" + ladderId + "'"));
                    Rewarder.conditionRefusal(condition, ladder).ifPresent(why -> {
                        throw new IllegalArgumentException(why);
                    });
                    TrainTestSplit split = TrainTestSplit.read(o.requiredPath("--split", "--split is required"));
                    TrainingExports exports = new TrainingExports(dataset);
                    Path train = o.requiredPath("--out", "--out is required");
                    TrainingExports.Written w = exports.verl(split, condition, ladder, false, train);
                    out.println(train + ": " + w.lines() + " verl training rows (condition " + condition.id() + ", ladder "
                            + ladder.id() + "); left out " + w.skipped());
                    if (o.value("--val-out").isPresent()) {
                        Path val = o.requiredPath("--val-out", "--val-out needs a file");
                        TrainingExports.Written v = exports.verl(split, condition, ladder, true, val);
                        out.println(val + ": " + v.lines() + " verl validation rows of held-out algorithms; left out "
                                + v.skipped());
                    }
                }
                default -> throw new IllegalStateException("subcommand checked above: " + args.get(0));
            }
            return 0;
        } catch (IllegalArgumentException | IOException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }
}
