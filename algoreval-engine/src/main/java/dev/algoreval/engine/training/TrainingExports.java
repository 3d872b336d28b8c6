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
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Training data in the chat layout the common trainers read (TRL, OpenRLHF, axolotl): SFT examples by
 * rejection sampling from results files, and GRPO prompt sets. Only the training side of a split is
 * ever exported, so held-out algorithms stay unseen.
 */
public final class TrainingExports {
    private static final ObjectMapper JSON = new ObjectMapper();

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
        int written = 0;
        Map<String, Integer> skipped = new LinkedHashMap<>();
        for (Instance instance : dataset.instances()) {
            if (!split.isTraining(instance)) {
                skipped.merge("held-out algorithm", 1, Integer::sum);
                continue;
            }
            if (condition == Condition.PLUS && plus.signature(instance).isEmpty()) {
                skipped.merge("no hidden tests for the plus condition", 1, Integer::sum);
                continue;
            }
            Prompt prompt = prompts.prompt(instance, condition);
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("prompt", List.of(message("system", prompt.system()), message("user", prompt.user())));
            line.put("instance", instance.id());
            line.put("group", instance.algorithm().id() + "/" + instance.language().id() + "/"
                    + instance.representation().id());
            line.put("algorithm", instance.algorithm().id());
            line.put("language", instance.language().id());
            line.put("representation", instance.representation().id());
            line.put("condition", condition.id());
            lines.append(JSON.writeValueAsString(line)).append('\n');
            written++;
        }
        AtomicFiles.write(out, lines.toString());
        return new Written(written, skipped);
    }

    private static Map<String, String> message(String role, String content) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("role", role);
        m.put("content", content);
        return m;
    }
}
