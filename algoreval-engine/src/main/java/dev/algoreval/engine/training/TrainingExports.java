package dev.algoreval.engine.training;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.config.TrainTestSplit;
import dev.algoreval.engine.files.AtomicFiles;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.plus.PlusRunner;
import dev.algoreval.engine.results.ResultRecord;
import dev.algoreval.engine.reward.RewardLadder;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Training data in the chat layout the common trainers read (TRL, OpenRLHF, axolotl): SFT examples by
 * rejection sampling from results files, GRPO prompt sets, and verl's Parquet rows. Only the training side of
 * a split is ever exported for training, so held-out algorithms stay unseen; verl's validation file is the
 * one export of the held-out side, for scoring only.
 */
public final class TrainingExports {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** verl's data_source of every row (verl groups validation metrics by it; the reward function receives it). */
    public static final String VERL_DATA_SOURCE = "algoreval";

    private final Dataset dataset;
    private final PlusRunner plus;
    private final Evaluator prompts;

    public TrainingExports(Dataset dataset) {
        this.dataset = dataset;
        // Prompts only: nothing is compiled or run here.
        this.plus = new PlusRunner(Interfaces.load(), null);
        this.prompts = new Evaluator(PromptRenderer.load(), null, plus);
    }

    /** What an export wrote and what it left out, for the console. */
    public record Written(int lines, Map<String, Integer> skipped) {
    }

    /**
     * One {@code {"messages": [system, user, assistant]}} line per distinct (instance, condition, code)
     * whose reward is 1.0: the fixed test passed byte for byte, and under {@code plus} the hidden tests too.
     */
    public Written sft(List<ResultRecord> results, TrainTestSplit split, Path out) throws IOException {
        Map<String, Integer> skipped = new LinkedHashMap<>();
        Set<String> seen = new LinkedHashSet<>();
        StringBuilder lines = new StringBuilder();
        for (ResultRecord r : results) {
            Optional<Instance> instance = dataset.instance(r.instance());
            Optional<Condition> condition = Condition.byId(r.condition());
            String reason = instance.isEmpty() ? "instance not in this dataset"
                    : !split.isTraining(instance.get()) ? "held-out algorithm"
                    : condition.isEmpty() || condition.get() == Condition.SNIPPET ? "condition without a reproducible prompt"
                    : !(r.basePassed() && r.exactMatch() && (!r.hasPlus() || r.passed())) ? "reward below 1.0"
                    : r.code() == null ? "no code recorded"
                    : null;
            if (reason != null) {
                skipped.merge(reason, 1, Integer::sum);
                continue;
            }
            if (!seen.add(r.instance() + "\u0000" + r.condition() + "\u0000" + r.code())) {
                skipped.merge("duplicate completion", 1, Integer::sum);
                continue;
            }
            Prompt prompt = prompts.prompt(instance.get(), condition.get());
            String answer = "```" + instance.get().language().id() + "\n" + r.code().stripTrailing() + "\n```";
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("messages", List.of(message("system", prompt.system()), message("user", prompt.user()),
                    message("assistant", answer)));
            line.put("instance", r.instance());
            line.put("condition", r.condition());
            line.put("source_model", r.model());
            lines.append(JSON.writeValueAsString(line)).append('\n');
        }
        AtomicFiles.write(out, lines.toString());
        return new Written(seen.size(), skipped);
    }

    /**
     * One line per training instance: {@code prompt} as chat messages (TRL's conversational prompt
     * column) and the instance id, which a reward function passes to the reward service; a GRPO group
     * is the samples of one prompt, i.e. one algorithm × language × representation.
     */
    public Written grpo(TrainTestSplit split, Condition condition, Path out) throws IOException {
        StringBuilder lines = new StringBuilder();
        Map<String, Integer> skipped = new LinkedHashMap<>();
        List<Instance> instances = side(split, false, condition, skipped);
        for (Instance instance : instances) {
            Prompt prompt = prompts.prompt(instance, condition);
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("prompt", List.of(message("system", prompt.system()), message("user", prompt.user())));
            line.put("instance", instance.id());
            line.put("group", group(instance));
            line.put("algorithm", instance.algorithm().id());
            line.put("language", instance.language().id());
            line.put("representation", instance.representation().id());
            line.put("condition", condition.id());
            lines.append(JSON.writeValueAsString(line)).append('\n');
        }
        AtomicFiles.write(out, lines.toString());
        return new Written(instances.size(), skipped);
    }

    /**
     * verl's RL dataset ({@link VerlParquet}): one row per instance of one side of the split, the prompt as chat
     * messages, {@code reward_model.ground_truth} the instance id and {@code extra_info} the condition and ladder
     * its reward is asked under. The training side is what verl trains on; the held-out side is only ever for
     * verl's validation ({@code data.val_files}), scored by the same reward and never trained on.
     *
     * @param heldOut the held-out side (split "test" in extra_info) instead of the training side ("train")
     */
    public Written verl(TrainTestSplit split, Condition condition, RewardLadder.Kind ladder, boolean heldOut, Path out)
            throws IOException {
        Map<String, Integer> skipped = new LinkedHashMap<>();
        List<VerlParquet.Row> rows = new ArrayList<>();
        for (Instance instance : side(split, heldOut, condition, skipped)) {
            Prompt prompt = prompts.prompt(instance, condition);
            rows.add(new VerlParquet.Row(VERL_DATA_SOURCE,
                    List.of(new VerlParquet.Message("system", prompt.system()), new VerlParquet.Message("user", prompt.user())),
                    "code", "rule", instance.id(),
                    new VerlParquet.ExtraInfo(heldOut ? "test" : "train", rows.size(), instance.id(), condition.id(),
                            ladder.id(), instance.algorithm().id(), instance.language().id(),
                            instance.representation().id(), group(instance))));
        }
        VerlParquet.write(out, rows);
        return new Written(rows.size(), skipped);
    }

    /** The instances of one side of the split that have a prompt under {@code condition}, counting the others. */
    private List<Instance> side(TrainTestSplit split, boolean heldOut, Condition condition, Map<String, Integer> skipped) {
        List<Instance> chosen = new ArrayList<>();
        for (Instance instance : dataset.instances()) {
            if (heldOut ? !split.isHeldOut(instance) : !split.isTraining(instance)) {
                skipped.merge(heldOut ? "training algorithm" : "held-out algorithm", 1, Integer::sum);
                continue;
            }
            if (condition == Condition.PLUS && plus.signature(instance).isEmpty()) {
                skipped.merge("no hidden tests for the plus condition", 1, Integer::sum);
                continue;
            }
            chosen.add(instance);
        }
        return chosen;
    }

    private static String group(Instance instance) {
        return instance.algorithm().id() + "/" + instance.language().id() + "/" + instance.representation().id();
    }

    private static Map<String, String> message(String role, String content) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("role", role);
        m.put("content", content);
        return m;
    }
}
