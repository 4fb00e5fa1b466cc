import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type AuthCardProps = { title: ReactNode; children: ReactNode };

/** The frame of the account screens (sign-in, sign-up, password recovery). */
export const AuthCard = ({ title, children }: AuthCardProps) => (
  <Card.Root as="section">
    <Card.Header>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);
