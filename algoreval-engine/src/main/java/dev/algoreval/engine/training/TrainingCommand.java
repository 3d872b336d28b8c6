package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.cli.Arguments;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.report.ResultsReader;
import dev.algoreval.engine.report.Run;
import dev.algoreval.engine.results.ResultRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code ./algoreval training split|sft|grpo ...}: the train/test split files and the trainers' data.
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
                       the GRPO prompt set: one prompt per training instance (a group per algorithm x language x representation)""";

    private TrainingCommand() {
    }

    public static void main(String[] args) {
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
                    String id = o.value("--condition").orElse(Condition.ZERO_SHOT.id());
                    Condition condition = Condition.byId(id).filter(c -> c != Condition.SNIPPET).orElseThrow(
                            () -> new IllegalArgumentException("--condition must be zero-shot, plus or hint, not '" + id + "'"));
                    TrainingExports.Written w = new TrainingExports(dataset).grpo(TrainTestSplit.read(o.requiredPath("--split", "--split is required")),
                            condition, o.requiredPath("--out", "--out is required"));
                    out.println(o.requiredPath("--out", "--out is required") + ": " + w.lines() + " GRPO prompts; left out " + w.skipped());
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
