import java.util.ArrayDeque;
import java.util.Deque;

public class Main {
    static int evaluatePostfix(String expression) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (String token : expression.trim().split(" +")) {
            switch (token) {
                case "+", "-", "*", "/" -> {
                    int right = stack.pop();
                    int left = stack.pop();
                    stack.push(switch (token) {
                        case "+" -> left + right;
                        case "-" -> left - right;
                        case "*" -> left * right;
                        default -> left / right; // truncates toward zero
                    });
                }
                default -> stack.push(Integer.parseInt(token));
            }
        }
        return stack.pop();
    }

    public static void main(String[] args) {
        String[] expressions = {
            "5 1 2 + 4 * + 3 -",
            "2 3 4 * + 5 6 - *",
            "100 7 / 3 2 * -",
            "15 7 1 1 + - / 3 * 2 1 1 + + -",
            "4 10 - 27 8 / *",
        };
        for (String expression : expressions) {
            System.out.println(evaluatePostfix(expression));
        }
    }
}
