package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.oracle.Oracle;
import dev.algoreval.dataset.oracle.OracleInput;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A recursive-descent parser for the grammar
 * expr := term (('+'|'-') term)*, term := power (('*'|'/') power)*, power := primary ('^' power)?,
 * primary := number | name | '(' expr ')', emitting each node after its operands (post-order).
 */
public final class ShuntingYardOracle implements Oracle {
    private static final Pattern TOKEN = Pattern.compile("\\s*([a-z]+|[0-9]+|[-+*/^()])");

    @Override
    public String expectedOutput(Variant variant, OracleInput input) {
        StringBuilder out = new StringBuilder();
        for (String expression : input.strings("expressions")) {
            Parser parser = new Parser(tokenize(expression));
            parser.expr();
            if (parser.pos != parser.tokens.size()) {
                throw new IllegalStateException("trailing tokens in " + expression);
            }
            out.append(String.join(" ", parser.output)).append('\n');
        }
        return out.toString();
    }

    private static List<String> tokenize(String expression) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(expression);
        int end = 0;
        while (m.find() && m.start() == end) {
            tokens.add(m.group(1));
            end = m.end();
        }
        if (!expression.substring(end).isBlank()) {
            throw new IllegalArgumentException("cannot tokenize " + expression);
        }
        return tokens;
    }

    private static final class Parser {
        final List<String> tokens;
        final List<String> output = new ArrayList<>();
        int pos;

        Parser(List<String> tokens) {
            this.tokens = tokens;
        }

        String peek() {
            return pos < tokens.size() ? tokens.get(pos) : "";
        }

        void expr() {
            term();
            while (peek().equals("+") || peek().equals("-")) {
                String op = tokens.get(pos++);
                term();
                output.add(op);
            }
        }

        void term() {
            power();
            while (peek().equals("*") || peek().equals("/")) {
                String op = tokens.get(pos++);
                power();
                output.add(op);
            }
        }

        void power() {
            primary();
            if (peek().equals("^")) {
                pos++;
                power(); // right-associative: the exponent is itself a power
                output.add("^");
            }
        }

        void primary() {
            String token = tokens.get(pos++);
            if (token.equals("(")) {
                expr();
                if (!tokens.get(pos++).equals(")")) {
                    throw new IllegalStateException("missing )");
                }
            } else if (token.matches("[a-z]+|[0-9]+")) {
                output.add(token);
            } else {
                throw new IllegalStateException("unexpected " + token);
            }
        }
    }
}
