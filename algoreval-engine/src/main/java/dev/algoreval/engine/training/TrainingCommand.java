package dev.algoreval.engine.training;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.engine.api.Condition;
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
            Options o = Options.parse(args.subList(1, args.size()));
            Dataset dataset = Dataset.load();
            switch (args.get(0)) {
                case "split" -> {
                    Path dir = o.require("--out");
                    Files.createDirectories(dir);
                    int heldOut = o.number("--held-out", TrainTestSplit.PAPER_HELD_OUT);
                    long seed = o.number("--seed", 0);
                    for (int k = 0; k <= o.number("--k", 3); k++) {
                        TrainTestSplit split = TrainTestSplit.of(dataset, seed + k, heldOut);
                        Path file = dir.resolve("split-" + k + ".json");
                        split.write(file);
                        out.println(file + ": seed " + split.seed() + ", " + split.train().size() + " training algorithms ("
                                + split.trainInstances() + " instances), " + split.test().size() + " held out ("
                                + split.testInstances() + " instances)");
                    }
                }
                case "sft" -> {
                    if (o.files().isEmpty()) {
                        throw new IllegalArgumentException("sft needs one or more results.jsonl files");
                    }
                    List<ResultRecord> results = new ArrayList<>();
                    for (Run run : ResultsReader.readAll(o.files())) {
                        results.addAll(run.results());
                    }
                    TrainingExports.Written w = new TrainingExports(dataset).sft(results,
                            TrainTestSplit.read(o.require("--split")), o.require("--out"));
                    out.println(o.require("--out") + ": " + w.lines() + " SFT examples; left out " + w.skipped());
                }
                case "grpo" -> {
                    String id = o.value("--condition").orElse(Condition.ZERO_SHOT.id());
                    Condition condition = Condition.byId(id).filter(c -> c != Condition.SNIPPET).orElseThrow(
                            () -> new IllegalArgumentException("--condition must be zero-shot, plus or hint, not '" + id + "'"));
                    TrainingExports.Written w = new TrainingExports(dataset).grpo(TrainTestSplit.read(o.require("--split")),
                            condition, o.require("--out"));
                    out.println(o.require("--out") + ": " + w.lines() + " GRPO prompts; left out " + w.skipped());
                }
                default -> throw new IllegalArgumentException("unknown subcommand '" + args.get(0) + "'");
            }
            return 0;
        } catch (IllegalArgumentException | IOException e) {
            err.println("error: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    /** {@code --name value} pairs and the plain arguments after them. */
    private record Options(java.util.Map<String, String> named, List<Path> files) {
        static Options parse(List<String> args) {
            java.util.Map<String, String> named = new java.util.HashMap<>();
            List<Path> files = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                String arg = args.get(i);
                if (arg.startsWith("--")) {
                    if (i + 1 >= args.size()) {
                        throw new IllegalArgumentException(arg + " needs a value");
                    }
                    named.put(arg, args.get(++i));
                } else {
                    files.add(Path.of(arg));
                }
            }
            return new Options(named, files);
        }

        java.util.Optional<String> value(String name) {
            return java.util.Optional.ofNullable(named.get(name));
        }

        Path require(String name) {
            return Path.of(value(name).orElseThrow(() -> new IllegalArgumentException(name + " is required")));
        }

        int number(String name, int fallback) {
            String v = named.get(name);
            try {
                return v == null ? fallback : Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " must be a whole number, not '" + v + "'");
            }
        }
    }
}
