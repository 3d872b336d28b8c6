fn evaluate_postfix(expression: &str) -> i32 {
    let mut stack: Vec<i32> = Vec::new();
    for token in expression.split_whitespace() {
        match token {
            "+" | "-" | "*" | "/" => {
                let right = stack.pop().expect("missing operand");
                let left = stack.pop().expect("missing operand");
                stack.push(match token {
                    "+" => left + right,
                    "-" => left - right,
                    "*" => left * right,
                    _ => left / right, // truncates toward zero
                });
            }
            _ => stack.push(token.parse().expect("invalid number")),
        }
    }
    stack.pop().expect("empty expression")
}

fn main() {
    let expressions = [
        "5 1 2 + 4 * + 3 -",
        "2 3 4 * + 5 6 - *",
        "100 7 / 3 2 * -",
        "15 7 1 1 + - / 3 * 2 1 1 + + -",
        "4 10 - 27 8 / *",
    ];
    for expression in expressions {
        println!("{}", evaluate_postfix(expression));
    }
}
