package dev.fifteen;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class FifteenApplication {

    public static void main(String[] args) {
        SpringApplication.run(FifteenApplication.class, args);
    }
}
